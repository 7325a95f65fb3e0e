// The reply and limits are the lesson builder's contract (lessons/ugc.ts, also exported by lessons/index.ts).
export * from '../lessons/ugc.ts';
export * from './ugc.ts';
