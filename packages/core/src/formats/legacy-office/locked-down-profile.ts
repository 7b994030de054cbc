// The LibreOffice profile every conversion starts with: a document may carry macros bound to its
// events and links to other files or to the network, and none of them may act on this server. The
// settings are written where LibreOffice keeps a user's changed options, before it first starts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const setting = (group: string, name: string, value: string) =>
  `<item oor:path="/org.openoffice.Office.${group}"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`;

const lockedDownSettings = [
  // No macro runs, whatever the document asks; 3 ("very high") also refuses signed ones.
  setting('Common/Security/Scripting', 'DisableMacrosExecution', 'true'),
  setting('Common/Security/Scripting', 'MacroSecurityLevel', '3'),
  // Linked images and other resources of a document outside trusted locations are not fetched.
  setting('Common/Security/Scripting', 'BlockUntrustedRefererLinks', 'true'),
  // Links to other files (DDE, OLE, linked sections and sheets) are never updated on load: "never" is
  // 0 for Writer (as in css.document.LinkUpdateModes), 1 for Calc (its own ScLkUpdMode).
  setting('Writer/Content/Update', 'Link', '0'),
  setting('Calc/Content/Update', 'Link', '1'),
];

/** Writes the locked-down options into `profile`, a fresh directory LibreOffice has not started with. */
export function writeLockedDownProfile(profile: string): void {
  const user = path.join(profile, 'user');
  mkdirSync(user, { recursive: true });
  writeFileSync(
    path.join(user, 'registrymodifications.xcu'),
    `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
${lockedDownSettings.join('\n')}
</oor:items>
`,
  );
}
