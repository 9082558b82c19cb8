import { EventEmitter } from 'node:events';

/** In a change's tables: everything may have changed (another instance's changes were missed). */
export const EVERY_TABLE = '*';

/** What a publish (or a moderated comment, an erasure) changed: the tables the site reads it from. */
export interface ContentChange {
  tables: readonly string[];
}

/**
 * Tells everything that keeps copies of content that some of it changed: the API's read cache
 * and the site's rendered pages. One per process; the site hands its own to the API it embeds
 * and listens to it. On PostgreSQL, changes also reach the other instances (`instance-relay.ts`),
 * and so do changes to the publishing schedule, so that every instance's timer knows the next one.
 */
export class ContentEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // The read cache, the page cache, the scheduler, the other instances' relay: a few listeners, no leak.
    this.emitter.setMaxListeners(20);
  }

  /** Announces a change made in this process. */
  changed(change: ContentChange) {
    this.emitter.emit('local', change);
    this.emitter.emit('change', change);
  }

  /** Announces a change another instance made (it is not relayed again). */
  changedElsewhere(change: ContentChange) {
    this.emitter.emit('change', change);
  }

  /** Calls `listener` on every change, wherever it was made. */
  onChange(listener: (change: ContentChange) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  /** Calls `listener` on changes made in this process only: for relaying them to other instances. */
  onLocalChange(listener: (change: ContentChange) => void): () => void {
    this.emitter.on('local', listener);
    return () => this.emitter.off('local', listener);
  }

  /** Announces that a publish or unpublish was scheduled or cancelled here. */
  scheduleChanged() {
    this.emitter.emit('local-schedule');
    this.emitter.emit('schedule');
  }

  scheduleChangedElsewhere() {
    this.emitter.emit('schedule');
  }

  /** Calls `listener` whenever the schedule changed, on any instance. */
  onScheduleChange(listener: () => void): () => void {
    this.emitter.on('schedule', listener);
    return () => this.emitter.off('schedule', listener);
  }

  onLocalScheduleChange(listener: () => void): () => void {
    this.emitter.on('local-schedule', listener);
    return () => this.emitter.off('local-schedule', listener);
  }
}
