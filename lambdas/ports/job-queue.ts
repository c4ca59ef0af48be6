/** A queue of work for a background consumer. */
export interface JobQueue<T> {
  send(message: T): Promise<void>;
}
