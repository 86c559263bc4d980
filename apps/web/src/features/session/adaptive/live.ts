// The chunk a screen that changes as the judge answers loads before it is shown (adapts.ts's loadLive).
export { liveScreen, type LiveScreen } from './liveScreen.ts';
export { ShownChanges } from './ShownChanges.tsx';
