import { generatePath } from 'react-router-dom';
import { ADMIN_SCREENS } from '../../app/routes';

/** The editor of one post, by its id. */
export const blogEditorPath = (id: number | string) => generatePath(ADMIN_SCREENS.blogEditor.path, { id: String(id) });

/** The editor of a post not written yet. */
export const NEW_POST_PATH = blogEditorPath('new');
