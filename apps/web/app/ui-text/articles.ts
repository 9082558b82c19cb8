/** A blog post's page: its comments, their form, and the way on. */
export const ARTICLES = {
  moreArticles: 'More articles',
  recentPosts: 'Recent posts',
  comments: {
    heading: (count: number) => (count === 0 ? 'Comments' : `${count} ${count === 1 ? 'comment' : 'comments'}`),
    none: 'No comments yet.',
    repliesTo: (name: string) => `Replies to ${name}`,
    leaveAComment: 'Leave a comment',
    /** The "In reply to" choice's first option: a comment on the post itself. */
    onTheArticle: 'The article',
    emailHint: 'Not shown with your comment.',
    collects: 'your name, e-mail address and comment',
    purpose: 'publish your comment with your name once our team has read it, and to answer you',
    submit: 'Post comment',
  },
};
