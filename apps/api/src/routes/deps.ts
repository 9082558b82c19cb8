import type { FastifyRequest } from 'fastify';
import type { MediaStore } from '../content/media-store.js';
import type { DatabaseHandle } from '../db/client.js';
import type { BotCheck } from '../services/bot-check/index.js';
import type { ContentEvents } from '../services/content-events.js';
import type { ResponseCache } from '../services/response-cache.js';

/** What route plugins are given: the open database, the read cache, and where content changes are announced. */
export interface RouteDeps {
  database: DatabaseHandle;
  cache: ResponseCache;
  events: ContentEvents;
  /** Where the media library's files are kept. */
  mediaStore: MediaStore;
}

/** What the routes that take submissions are given. */
export interface SubmissionDeps {
  database: DatabaseHandle;
  botCheck: BotCheck;
  /** Tells the mail worker that a notification is waiting (a no-op without SMTP settings). */
  notifyQueued: () => void;
  /** The client's address, read through trusted proxies only (`clientAddress`). */
  clientIp: (request: FastifyRequest) => string;
}
