// Standalone view for the marketing team; in the product the shell renders the exposed App.
import { renderStandalone } from '@fresh-pouf/remote-kit';
import MarketingApp from './app/app';
import { remoteRoutes } from './app/routes';

renderStandalone(<MarketingApp />, remoteRoutes.routes);
