import type { ConsultationField } from '@anupalan/shared/contracts/leads-texts';

/** The consultation form's text fields (what a plain form post carries back when it is refused). */
export type ConsultationFormField = Exclude<ConsultationField, 'source_path'>;
export type ConsultationFormValues = Record<ConsultationFormField, string>;

/**
 * What the page's route action answers to a plain (no-JavaScript) post of the consultation form:
 * the spec's success message, or the messages per field and for the form with everything typed kept.
 */
export type ConsultationFormResult =
  | { form: 'consultation'; ok: true; message: string }
  | {
      form: 'consultation';
      ok: false;
      /** Shown above the button (the API's message for the same refusal), or null when the fields say it all. */
      message: string | null;
      fieldErrors: Partial<Record<ConsultationFormField, string>>;
      values: ConsultationFormValues;
    };
