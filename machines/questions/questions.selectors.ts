import type { SnapshotFrom } from 'xstate';
import type { questionsMachine } from './questions.machine.ts';

type QuestionsSnapshot = SnapshotFrom<typeof questionsMachine>;

/** The page last loaded, kept while another loads (the list stays, marked busy). */
export const selectQuestionPage = (snapshot: QuestionsSnapshot) => snapshot.context.page;
export const selectIsLoading = (snapshot: QuestionsSnapshot) => snapshot.matches('loading');
/** Loading failed (offline, the server down): the section says why and offers a retry. */
export const selectLoadError = (snapshot: QuestionsSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
/** The post staff are hiding now. */
export const selectHiding = (snapshot: QuestionsSnapshot) =>
  snapshot.matches({ shown: 'hiding' }) ? snapshot.context.hiding : null;
/** The last post staff tried to hide and why the server did not take it, until the next. */
export const selectHideError = (snapshot: QuestionsSnapshot) =>
  snapshot.matches({ shown: 'idle' }) && snapshot.context.error !== null && snapshot.context.hiding
    ? { post: snapshot.context.hiding, error: snapshot.context.error }
    : null;
