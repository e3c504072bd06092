/**
 * Community circles: the limits and the words both the API and the screen use (issue "Community circles"). No
 * zod here, so the screen can read the labels without loading the schemas.
 */
export const COMMUNITY_LIMITS = {
  postMax: 5000,
  reportReasonMax: 500,
  circleNameMax: 80,
  circleDescriptionMax: 500,
  /** Posts per page of a circle, after its pinned posts. */
  pageSize: 20,
  /** A member may post this many times in `rateWindowSeconds`. */
  postsPerWindow: 10,
  rateWindowSeconds: 60,
} as const;

export const CIRCLE_ACCESS = ['public', 'invite-only'] as const;
export type CircleAccess = (typeof CIRCLE_ACCESS)[number];

/** The viewer's membership of a circle (spec: none, then joined or pending). */
export const MEMBERSHIP_STATES = ['none', 'pending', 'joined'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/** The views of the screen (spec: member, moderator, admin), decided by the server per circle. */
export const CIRCLE_VIEWS = ['member', 'moderator', 'admin'] as const;
export type CircleView = (typeof CIRCLE_VIEWS)[number];

/** The spec's button labels, exactly. */
export const COMMUNITY_LABELS = {
  join: 'Join circle',
  request: 'Request access',
  pending: 'Pending approval',
  joined: 'Joined',
  view: 'View circle',
  leave: 'Leave circle',
  deletePost: 'Delete post',
  pinResource: 'Pin resource',
  unpinResource: 'Unpin resource',
  you: 'You',
  moderator: 'Moderator',
  post: 'Post',
  report: 'Report',
} as const;

/** The label of a circle's join button for the viewer's membership and the circle's access. */
export function joinButtonLabel(membership: MembershipState, access: CircleAccess): string {
  if (membership === 'joined') return COMMUNITY_LABELS.joined;
  if (membership === 'pending') return COMMUNITY_LABELS.pending;
  return access === 'public' ? COMMUNITY_LABELS.join : COMMUNITY_LABELS.request;
}

export const COMMUNITY_MESSAGES = {
  postRequired: 'Write something before posting.',
  postTooLong: `Posts can be at most ${COMMUNITY_LIMITS.postMax.toLocaleString('en-US')} characters.`,
  reasonRequired: 'Say why you are reporting this post.',
  reasonTooLong: `Keep the reason under ${COMMUNITY_LIMITS.reportReasonMax} characters.`,
  nameRequired: 'Give the circle a name.',
  nameTooLong: `Circle names can be at most ${COMMUNITY_LIMITS.circleNameMax} characters.`,
  descriptionRequired: 'Describe what the circle is for.',
  descriptionTooLong: `Descriptions can be at most ${COMMUNITY_LIMITS.circleDescriptionMax} characters.`,
  accessInvalid: 'Choose public or invite-only.',
  emailInvalid: 'Enter the e-mail address of an account.',
  circleNotFound: 'We could not find that circle.',
  postNotFound: 'We could not find that post.',
  reportNotFound: 'We could not find that report.',
  requestNotFound: 'There is no pending request from that member.',
  userNotFound: 'There is no account with that e-mail address.',
  notMember: 'Join this circle before posting.',
  notMemberToRead: 'This circle is invite-only. Request access to read its posts.',
  ownRequest: 'You cannot approve or refuse your own request.',
  rateLimited: `You can post ${COMMUNITY_LIMITS.postsPerWindow} times a minute. Wait a moment and try again.`,
  selfHarmFlag: 'The post mentions self-harm or suicide; check in with the poster.',
  crisisNote:
    'It sounds like things may be hard right now. You are not alone: the Veterans Crisis Line is free, confidential and open 24/7.',
} as const;

/** The live event every viewer of a circle receives when its posts change; a hint to refetch. */
export const CIRCLE_CHANGED_EVENT = 'community.circle-changed';
