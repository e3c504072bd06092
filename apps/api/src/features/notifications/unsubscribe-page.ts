const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type UnsubscribePageState =
  { state: 'ask'; label: string; token: string } | { state: 'done'; label: string } | { state: 'invalid' };

/** A plain page with no script (the API's CSP allows none): it asks, then confirms. */
export function unsubscribePage(page: UnsubscribePageState): string {
  const body =
    page.state === 'ask'
      ? `<h1>Unsubscribe</h1>
<p>Stop receiving ${escapeHtml(page.label)}?</p>
<form method="post" action="?token=${encodeURIComponent(page.token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>`
      : page.state === 'done'
        ? `<h1>You are unsubscribed</h1>
<p>You will no longer receive ${escapeHtml(page.label)}. You can turn it back on in your
<a href="/notifications">notification settings</a>.</p>`
        : `<h1>This link does not work</h1>
<p>The unsubscribe link is not valid. Sign in and open your <a href="/notifications">notification settings</a>
to choose what Waypoint sends you.</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Waypoint notifications</title></head>
<body><main>
${body}
<p><a href="/crisis-resources">Need help now? Crisis resources</a></p>
</main></body>
</html>`;
}
