/** A scenario file (journey-config/programmes/<id>/scenarios/<name>.json; meta-schema scenario.schema.json). */
export interface Scenario {
  title: string;
  description?: string;
  /** The sandbox's behaviour for this borrower (docs/sandbox.md scenario triggers); default "happy". */
  trigger?: string;
  /** Start where another scenario's step left the journey: "<scenario>#<step id>" (its steps are replayed first). */
  from?: string;
  /** Virtual milliseconds the lender's callbacks take (default 3000, the sandbox's); 0: done before the borrower is back. */
  callbackDelayMs?: number;
  /** What the device answers: the location prompt granted (default) or denied. */
  device?: { location?: 'granted' | 'denied' };
  steps: ScenarioStep[];
  end?: { screen?: string; leadStatus?: string; modal?: string };
}

/** One thing the borrower (or time) does, where they are when they do it, and what it must lead to. */
export interface ScenarioStep {
  /** a name other scenarios start from ("from": "<scenario>#<id>") */
  id?: string;
  /** the screen the borrower is on for this step; time passes until it is shown (or the step fails) */
  screen?: string;
  /** a programme modal that must be open; `press` then names its action */
  modal?: string;
  /** an action of the screen, of the home card `card`, or of the modal */
  press?: string;
  /** a home card: its Start (its action, or its first screen), or its Edit link with `edit` */
  card?: string;
  edit?: boolean;
  /** what the borrower typed and chose on the screen's form when pressing (validated as the browser does) */
  data?: Record<string, unknown>;
  /** on the lender's page the app sent the borrower to: its confirming button, or Cancel */
  page?: 'success' | 'cancel';
  /** milliseconds that pass while the borrower waits (timers due by then fire) */
  wait?: number;
  /** the borrower opens an address of the app; `newTab`: in a new tab (nothing of this tab's session is kept) */
  visit?: string;
  newTab?: boolean;
  /** the header's Log out; "typed": with something typed and not submitted (the programme's confirm modal opens) */
  logout?: true | 'typed';
  /** the error screen's Try again */
  retry?: true;
  /** types a pincode into the screen's pincode field: the app looks up its place (a failed lookup's text is a message) */
  pincode?: string;
  /** the device loses its connection ("offline": calls fail as a browser's do) or gets it back ("online") */
  network?: 'offline' | 'online';
  expect?: StepExpectation;
}

export interface StepExpectation {
  /** the screens shown after this step, in order, until the next step's screen (or the end) */
  screens?: string[];
  /** calls made after this step, each carrying at least the given fields (JSON pointer into the body, or the query) */
  calls?: CallExpectation[];
  /** texts shown after this step: toasts, the error screen's message, a modal's text */
  messages?: string[];
  /** the press is refused by the form's validation with these messages (and nothing is sent) */
  refused?: string[];
  /** the step's screen, once shown, offers none of these actions (their `visibleWhen` does not hold) */
  notOffered?: string[];
  /** files handed to the borrower's device after this step (a download), each matching one of these */
  files?: FileExpectation[];
}

/** A file the borrower's device saved: its name (exact, or a pattern), media type, and texts it must hold. */
export interface FileExpectation {
  name?: string;
  /** a regular expression the whole name must match, for names that carry an id (`loan-agreement-.+\.pdf`) */
  namePattern?: string;
  /** the media type exactly as handed over, e.g. `application/pdf` */
  type?: string;
  /** texts the file must contain as written (an HTML page's source; a PDF's bytes read as Latin-1) */
  contains?: string[];
}

export interface CallExpectation {
  /** the endpoint's name in journey-config/common/api.json */
  endpoint: string;
  /** fields the call must carry with these values: JSON pointer into the body (or the query for a GET) -> value */
  sends?: Record<string, unknown>;
  /** fields the call must carry, any value */
  has?: string[];
  /** the HTTP status it must have been answered with */
  status?: number;
}
