import { adminApi, type AnnouncementPreview, type AnnouncementPreviewRequest } from '@fresh-pouf/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-call';

export const PREVIEW_URL = adminApi.announcements.preview.path;

/** POST /api/admin/announcements/preview: the draft as the e-mail core would send, both parts, nothing stored. */
export async function fetchAnnouncementPreview(draft: AnnouncementPreviewRequest): Promise<AnnouncementPreview> {
  return adminCall(adminApi.announcements.preview, { body: draft });
}

/**
 * A read, though sent as a POST: a query keyed by the draft's words. While the next rendering is
 * on its way the last one stays on screen, so the preview does not blink as the writer types.
 */
export const announcementPreviewQueryOptions = (draft: AnnouncementPreviewRequest) =>
  queryOptions({
    queryKey: [PREVIEW_URL, draft.subject, draft.bodyMarkdown],
    queryFn: () => fetchAnnouncementPreview(draft),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

export function useAnnouncementPreview(draft: AnnouncementPreviewRequest) {
  return useQuery(announcementPreviewQueryOptions(draft));
}
