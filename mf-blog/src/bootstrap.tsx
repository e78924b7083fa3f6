// Standalone view for the blog team; in the product the shell renders the exposed App.
import { renderStandalone } from '@fresh-pouf/remote-kit';
import BlogApp from './app/app';
import { remoteRoutes } from './app/routes';

renderStandalone(<BlogApp />, remoteRoutes.routes);
