import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** What the study form's controls depend on (spec 000 §4). */
export interface PublicationState {
  /** Editors in chief (and admins) may change any study, published or not. */
  isEditor: boolean;
  /**
   * The server's word: the caller may change the study now (an analyst's own study, while unpublished). An analyst
   * sees only their own studies, so one they may not change is one they published.
   */
  mayEdit: boolean;
  /** Saved studies have an id; a new one has not. */
  isSaved: boolean;
  valuationCount: number;
  isPublished: boolean;
  /** The Is Complete box as the form holds it now. */
  isComplete: boolean;
}

/** A publication button: its words and what it sends. */
export interface PublicationAction {
  label: 'Publish' | 'Unpublish' | 'Republish';
  publish: boolean;
  enabled: boolean;
}

export interface StudyControls {
  showSave: boolean;
  showIsComplete: boolean;
  actions: PublicationAction[];
}

/**
 * Spec 000 §4: Is Complete only on a saved study with at least one valuation; the publish button enabled only when
 * Is Complete is ticked or the study is already published; it reads Publish when unpublished, Unpublish when
 * published, and Republish for editors (who may also take a study down again). An analyst's published study shows
 * neither Save nor Is Complete, only Unpublish: taken down, it is theirs to change again.
 */
export function studyControls(state: PublicationState): StudyControls {
  const unpublish: PublicationAction = { label: 'Unpublish', publish: false, enabled: true };
  if (!state.mayEdit) {
    return { showSave: false, showIsComplete: false, actions: state.isPublished ? [unpublish] : [] };
  }
  const showIsComplete = state.isSaved && state.valuationCount > 0;
  if (!state.isPublished) {
    return {
      showSave: true,
      showIsComplete,
      actions: [{ label: 'Publish', publish: true, enabled: state.isSaved && state.isComplete }],
    };
  }
  return {
    showSave: true,
    showIsComplete,
    actions: state.isEditor ? [{ label: 'Republish', publish: true, enabled: true }, unpublish] : [unpublish],
  };
}

/** The words of the notice after a save or a publication change. */
export function savedNotice(action: PublicationAction | null): string {
  if (!action) return 'Study saved.';
  return { Publish: 'Study published.', Republish: 'Study republished.', Unpublish: 'Study unpublished.' }[
    action.label
  ];
}

/** Whether a save was refused because someone else saved the record since it was loaded (409). */
export function isStaleEdit(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 409;
  return CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === 'CONFLICT');
}
