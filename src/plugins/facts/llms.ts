/** The facts files' section of llms.txt (src/plugins/llms). */
import {factsFiles} from './files';

export function factsSection(url: (file: string) => string): string {
  return [
    '## Data\n',
    `- [Facts as JSON](${url(factsFiles.facts)}): chain, token, fees (basis points), allocations, vesting, product status, audits, bounty tiers, official links and contracts, as the pages print them; JSON Schema: ${url(factsFiles.schema)}. Each released version has its own, at /<version>/${factsFiles.facts}.`,
    `- [What changed](${url(factsFiles.feed)}): every change of a fact between versions, as an Atom feed.`,
    `- [Checksums](${url(factsFiles.integrity)}): SHA-256 of every Markdown page, the PDF and the facts files, with the commit.`,
    '',
  ].join('\n');
}
