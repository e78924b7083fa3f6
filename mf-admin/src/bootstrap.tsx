// Standalone view for the staff-area team; in the product the shell renders the exposed App.
import { renderStandalone } from '@fresh-pouf/remote-kit';
import AdminApp from './app/admin-app';
import { remoteRoutes } from './app/routes';

renderStandalone(<AdminApp />, remoteRoutes.routes);
