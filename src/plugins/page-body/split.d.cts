/** Types of ./split.cjs (a CommonJS module: the bundler's loader requires it). */
export declare const bodyQuery: string;
export declare function bodyChunkName(relativePath: string): string;
export declare function headModule(
  source: string,
  bodyRequest: string,
  pageBodyModule: string,
  chunkName: string,
): string;
