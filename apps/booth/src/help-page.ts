function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The host's help (Help {context}): what the booth host does, and the way back to the screen the help was asked on. */
export function helpPage(context: string, back: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Palate booth help</title>
<style>body{font:1.25rem/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}a{display:inline-block;min-height:48px;line-height:48px;padding:0 1.25rem;border-radius:8px;background:#1d4ed8;color:#fff;text-decoration:none}</style>
</head><body><main>
<h1>Palate booth</h1>
<p>This booth runs Palate full screen. Help was asked on the screen “${escape(context)}”.</p>
<ul>
<li>Judges answer on the screens Palate shows; a leader sets the booth up from its device screen.</li>
<li>Answers given offline stay on this booth until they are sent.</li>
<li>To close the booth, a panel leader presses Ctrl+Alt+Q and signs in.</li>
</ul>
<p><a href="${escape(back)}">Back to Palate</a></p>
</main></body></html>`;
}
