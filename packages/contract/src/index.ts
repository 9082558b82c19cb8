export * from './bot-check.js';
export * from './constants.js';
export * from './content-client.js';
export * from './entities.js';
export * from './envelope.js';
export * from './forms.js';
export * from './messages.js';
export * from './text.js';
