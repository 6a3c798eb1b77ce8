/**
 * Form drafts kept in local storage (`@marquee/shared/drafts`): a review's, a list's. Unsaved
 * edits survive a reload; the form's own module names the key and checks the stored values.
 */
export { formatDraftTime, loadDraft, removeDraft, saveDraft, type Draft } from './local-drafts';
export { useDraftAutosave, type DraftAutosave } from './use-draft-autosave';
