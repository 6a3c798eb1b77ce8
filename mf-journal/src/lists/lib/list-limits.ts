/** What the database keeps (migration `…_lists.sql`), checked here first so a message comes at once. */
export const LIST_NAME_MAX = 100;
export const LIST_DESCRIPTION_MAX = 1000;
export const LIST_FILMS_MAX = 500;
export const LISTS_PER_MEMBER_MAX = 100;
/** How long typing pauses before the editor's draft is written. */
export const LIST_DRAFT_DEBOUNCE_MS = 500;

export const LIST_MESSAGES = {
  nameRequired: 'Give your list a name.',
  nameTooLong: `A list name can be at most ${LIST_NAME_MAX} characters.`,
  descriptionTooLong: `A description can be at most ${LIST_DESCRIPTION_MAX.toLocaleString('en-US')} characters.`,
  filmsFull: `A list can hold at most ${LIST_FILMS_MAX} films.`,
  listsFull: `You can keep at most ${LISTS_PER_MEMBER_MAX} lists. Delete one to make a new one.`,
} as const;
