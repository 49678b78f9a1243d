import { describeJourneysIn } from './locale-walk.ts';

// Both programmes from the login to Loan Success in ta-IN at 412 px, with no English on any screen of the app
// beyond the allow-list, and the KFS's figures those of the English KFS (locale-walk.ts). One file per locale, so
// the two run side by side.
describeJourneysIn('ta-IN');
