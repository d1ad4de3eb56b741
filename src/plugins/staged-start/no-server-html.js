// The server-HTML stage of ./entry.js while that patch is switched off (SX_STOCK, src/plugins/patches.ts).
export function headFromServerHtml() {}
