const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A server message in the words of the form it answers: the API names of the form's fields
 * (`key_id must be …`, `app_id and secret go together`) become the labels the form shows beside
 * them (`Key ID must be …`), and the message starts with a capital. Only the form's own field names
 * are replaced, as whole words.
 */
export function withFormLabels(message: string, labels: Readonly<Record<string, string>>): string {
  const names = Object.keys(labels).sort((a, b) => b.length - a.length);
  const labelled = names.length === 0 ? message : message.replace(new RegExp(`(?<![\\w.])(${names.map(escape).join('|')})(?![\\w])`, 'g'), (name) => labels[name] ?? name);
  return capitalized(labelled);
}

/** Messages are written to follow `segue: ` or an error code; a line of their own starts with a capital. */
export const capitalized = (message: string): string => message.charAt(0).toUpperCase() + message.slice(1);
