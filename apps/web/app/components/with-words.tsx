/** Where the item's words go in the formatted sentence: a character no message uses. */
const SLOT = '\uE000';

/**
 * A sentence of the interface with an item's words inside it ("rail freight के बारे में"), those
 * words marked with their own language when it is not the page's (issue 40), so that a screen
 * reader speaks each part in its language. `sentence` formats the message around what it is given.
 */
export function WithWords({
  sentence,
  words,
  lang,
}: {
  sentence: (words: string) => string;
  words: string;
  lang: string | undefined;
}) {
  if (!lang) return <>{sentence(words)}</>;
  const [before = '', after = ''] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      <span lang={lang}>{words}</span>
      {after}
    </>
  );
}
