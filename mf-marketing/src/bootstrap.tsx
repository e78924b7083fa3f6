// Standalone view for the marketing team; in the product the shell renders the exposed route.
import { renderStandalone } from '@fresh-pouf/remote-kit';
import LandingRoute from './routes/landing';

renderStandalone(<LandingRoute />);
