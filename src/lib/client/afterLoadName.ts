/** The chunk the frame's after-load parts share (each import names it in its `webpackChunkName` comment). */
export const afterLoadChunkName = 'after-load';
