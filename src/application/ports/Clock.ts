export interface Clock {
  /** The current instant. */
  now(): Date;
}
