import { uiText } from '../../ui-text';

/**
 * Field names as the forms label them: the no-JavaScript answer's list of what to correct, and the
 * inbox's labels, so staff read a submission in the words the visitor saw (a test checks every
 * form's fields have one). The words are the catalogue's (`ui.forms.fields`); the staff side reads
 * them in English.
 */
export const fieldLabels = (code: string): Record<string, string> => uiText(code).forms.fields;

export const FIELD_LABELS: Record<string, string> = fieldLabels('en');
