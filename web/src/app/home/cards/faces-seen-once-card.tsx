import { FacesSeenOnceSection } from '../../../features/faces/components/faces-seen-once-section';

/** Faces nobody is named on yet, waiting for someone to say who they are (the faces feature's section, with its own paged query). */
export function FacesSeenOnceCard() {
  return <FacesSeenOnceSection />;
}
