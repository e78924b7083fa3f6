import './admin.css';
import { pageTitle } from '@fresh-pouf/contracts';
import type { ComponentType } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { StaffScreen, type SignedInScreenProps } from '../components/staff-screen';
import { AdminQueryClient } from './admin-query-client';
import { firstDataOrDeadline } from './first-data';
import { ADMIN_SCREENS, SCREEN_ENTRIES, type ScreenEntry, type ScreenKey } from './routes';
import { SCREEN_COMPONENTS } from './screen-components';

// As this code first runs (the page was opened on a staff screen), that screen's data is asked for,
// and the shell gets this module (and draws the App) once the answers already in are read.
if (typeof window !== 'undefined') await firstDataOrDeadline(window.location.pathname);

/**
 * The staff area, the admin remote's one exposed module: the shell renders it, without the
 * public header and footer, for every path this remote publishes (./routes.ts).
 */
export default function AdminApp() {
  return (
    <AdminQueryClient>
      <div className="fpa-root">
        <Routes>
          {SCREEN_ENTRIES.map(([key, screen]) => (
            <Route key={key} path={screen.path} element={<ScreenRoute screen={key} />} />
          ))}
        </Routes>
      </div>
    </AdminQueryClient>
  );
}

/** One entry of the route table: its title, and for a signed-in screen the session and the frame. */
function ScreenRoute({ screen }: { screen: ScreenKey }) {
  const entry: ScreenEntry = ADMIN_SCREENS[screen];
  const params = useParams();
  if (!entry.framed) {
    const Screen = SCREEN_COMPONENTS[screen] as ComponentType;
    return (
      <>
        <title>{pageTitle(entry.title)}</title>
        <Screen />
      </>
    );
  }
  const Screen = SCREEN_COMPONENTS[screen] as ComponentType<SignedInScreenProps>;
  return (
    <StaffScreen
      screen={screen}
      title={typeof entry.title === 'string' ? entry.title : entry.title(params)}
      announce={entry.announce}
    >
      {(session) => <Screen session={session} />}
    </StaffScreen>
  );
}
