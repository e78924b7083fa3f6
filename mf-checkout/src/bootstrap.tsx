// Standalone view for the checkout team; in the product the shell renders the exposed App.
import { renderStandalone } from '@fresh-pouf/remote-kit';
import CheckoutApp from './app/app';
import { remoteRoutes } from './app/routes';

renderStandalone(<CheckoutApp />, remoteRoutes.routes);
