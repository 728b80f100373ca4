// Comments point to files and docs, not to issue numbers: an issue is closed and gone
// from the tree, a file or a doc section is where the reader can look. Code that reads the word
// (`issue.path`, zod's issues) is not a comment and is not matched.

const ISSUE_NUMBER = /\b[Ii]ssues? #?\d+\b/;
// A line comment, a block comment's line (`/*`, ` *`), or a string in a test's name.
const COMMENT = /(^|\s)(\/\/|\/\*|\*)\s|^\s*\*/;

export interface IssueReference {
  path: string;
  line: number;
  text: string;
}

/** Every comment line that names an issue by its number. */
export function findIssueReferences(files: readonly { path: string; text: string }[]): IssueReference[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, index) => {
      const comment = line.match(COMMENT);
      if (!comment || comment.index === undefined) return [];
      return ISSUE_NUMBER.test(line.slice(comment.index)) ? [{ path, line: index + 1, text: line.trim() }] : [];
    }),
  );
}
