/** The profile's "Your data" section: Letterboxd import, exports and account deletion. */
export { YourDataSection } from './components/your-data-section';
