import { z } from 'zod';
import { BRANCHES } from '../core/branches';
import { safeLine, safeText } from '../core/text';
import {
  INDUSTRIES,
  MENTOR_CHANNELS,
  MENTOR_STATUSES,
  MENTORSHIP_LIMITS,
  MENTORSHIP_MESSAGES,
  MENTORSHIP_VIEWS,
  REQUEST_STATES,
  REQUEST_STATUSES,
  WEEKDAYS,
} from './mentorship-limits';

export * from './mentorship-limits';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a time such as 18:30.' });

/** One weekly slot, in the mentor's own words of time (HH:MM, 24-hour). */
export const weeklySlotSchema = z
  .object({ day: z.enum(WEEKDAYS), start: time, end: time })
  .refine((slot) => slot.start < slot.end, { error: MENTORSHIP_MESSAGES.slotOrder, path: ['end'] })
  .meta({ id: 'MentorWeeklySlot' });
export type WeeklySlot = z.infer<typeof weeklySlotSchema>;

export const availabilitySchema = z
  .object({
    /** Accepting new mentees, or paused. */
    accepting: z.boolean(),
    slots: z
      .array(weeklySlotSchema)
      .max(MENTORSHIP_LIMITS.slotsMax, { error: MENTORSHIP_MESSAGES.slotsTooMany }),
  })
  .meta({ id: 'MentorAvailability' });
export type Availability = z.infer<typeof availabilitySchema>;

/** PUT /api/mentorship/mentor-profile: ask to become a mentor, or change one's mentor profile. */
export const mentorProfileInputSchema = z
  .object({
    branch: z.enum(BRANCHES),
    role: safeLine({ error: MENTORSHIP_MESSAGES.roleRequired })
      .min(1, { error: MENTORSHIP_MESSAGES.roleRequired })
      .max(MENTORSHIP_LIMITS.roleMax),
    experience: safeText({ error: MENTORSHIP_MESSAGES.experienceRequired })
      .min(1, { error: MENTORSHIP_MESSAGES.experienceRequired })
      .max(MENTORSHIP_LIMITS.experienceMax),
    interests: z
      .array(safeLine().min(1).max(MENTORSHIP_LIMITS.interestMax))
      .min(1, { error: MENTORSHIP_MESSAGES.interestsRequired })
      .max(MENTORSHIP_LIMITS.interestsMax, { error: MENTORSHIP_MESSAGES.interestsTooMany }),
    channels: z
      .array(z.enum(MENTOR_CHANNELS))
      .min(1, { error: MENTORSHIP_MESSAGES.channelsRequired })
      .max(MENTOR_CHANNELS.length),
    industry: z.enum(INDUSTRIES),
    location: safeLine().max(MENTORSHIP_LIMITS.locationMax),
    capacity: z
      .number({ error: MENTORSHIP_MESSAGES.capacityRange })
      .int({ error: MENTORSHIP_MESSAGES.capacityRange })
      .min(MENTORSHIP_LIMITS.capacityMin, { error: MENTORSHIP_MESSAGES.capacityRange })
      .max(MENTORSHIP_LIMITS.capacityMax, { error: MENTORSHIP_MESSAGES.capacityRange }),
    availability: availabilitySchema,
  })
  .meta({ id: 'MentorProfileInput' });
export type MentorProfileInput = z.output<typeof mentorProfileInputSchema>;

/** A mentor as the hub shows them (the spec's Mentor, plus industry, location and capacity). */
export const mentorSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    branch: z.enum(BRANCHES),
    role: z.string(),
    experience: z.string(),
    interests: z.array(z.string()),
    channels: z.array(z.enum(MENTOR_CHANNELS)),
    availability: availabilitySchema,
    industry: z.enum(INDUSTRIES),
    location: z.string(),
    capacity: z.number().int(),
    openSeats: z.number().int(),
    /** Seeded sample mentor (decision 013 §16): labelled on screen, never answers. */
    sample: z.boolean(),
    /** Median hours from request to answer over the mentor's answered requests; null before the first. */
    medianResponseHours: z.number().nullable(),
    answeredRequests: z.number().int(),
  })
  .meta({ id: 'Mentor' });
export type Mentor = z.infer<typeof mentorSchema>;

/** A recommended mentor: the mentor, the server's match score with its reasons, and this mentee's request state. */
export const recommendationSchema = z
  .object({
    mentor: mentorSchema,
    matchScore: z.number().int().min(0).max(100),
    /** Plain words, most important first ("Same branch", "2 shared interests", "answers in about a day"). */
    reasons: z.array(z.string()),
    targetField: z
      .boolean()
      .describe(
        "The mentor works or mentors in the field of one of the mentee's target careers: ranked before the others, the first reason says so",
      ),
    requestState: z.enum(REQUEST_STATES),
  })
  .meta({ id: 'MentorRecommendation' });
export type Recommendation = z.infer<typeof recommendationSchema>;

/** POST /api/mentorship/requests. */
export const mentorRequestCreateSchema = z
  .object({
    mentorId: safeLine().describe('The mentor (a UUID)'),
    message: safeText({ error: MENTORSHIP_MESSAGES.requestMessageRequired })
      .min(1, { error: MENTORSHIP_MESSAGES.requestMessageRequired })
      .max(MENTORSHIP_LIMITS.requestMessageMax, { error: MENTORSHIP_MESSAGES.requestMessageTooLong }),
  })
  .meta({ id: 'MentorRequestCreate' });
export type MentorRequestCreate = z.output<typeof mentorRequestCreateSchema>;

const person = z.object({ id: z.uuid(), name: z.string() });
const dateTime = z.iso.datetime({ offset: true });

export const mentorRequestSchema = z
  .object({
    id: z.uuid(),
    mentor: person,
    mentee: person,
    message: z.string(),
    status: z.enum(REQUEST_STATUSES),
    createdAt: dateTime,
    answeredAt: dateTime.nullable(),
    expiresAt: dateTime,
  })
  .meta({ id: 'MentorRequest' });
export type MentorRequest = z.infer<typeof mentorRequestSchema>;

/** An accepted pair, seen by either member ("My mentorships"); its id is the accepted request's. */
export const mentorshipSchema = z
  .object({
    id: z.uuid(),
    partner: person,
    /** The other member's part in the pair. */
    partnerRole: z.enum(['mentor', 'mentee']),
    startedAt: dateTime,
    unread: z.number().int(),
  })
  .meta({ id: 'Mentorship' });
export type Mentorship = z.infer<typeof mentorshipSchema>;

export const ownMentorProfileSchema = mentorSchema
  .extend({ status: z.enum(MENTOR_STATUSES) })
  .meta({ id: 'OwnMentorProfile' });
export type OwnMentorProfile = z.infer<typeof ownMentorProfileSchema>;

/** GET /api/mentorship: everything the hub shows the signed-in user, by the view their server role decides. */
export const mentorshipHubSchema = z
  .object({
    view: z.enum(MENTORSHIP_VIEWS),
    /** Whether the user chose "Become a mentee". */
    isMentee: z.boolean(),
    /**
     * Real, approved mentors ranked best first, at most `MENTORSHIP_LIMITS.recommendations`; empty for a mentee who
     * has not opted in. Never a sample mentor (decision 038).
     */
    recommendations: z.array(recommendationSchema),
    /**
     * The seeded sample mentors, ranked among themselves, shown apart after every real one: they show how matching
     * works, answer nobody and cannot be requested. Empty whenever `recommendations` is.
     */
    sampleMentors: z.array(recommendationSchema),
    /** The user's own requests as a mentee, newest first. */
    myRequests: z.array(mentorRequestSchema),
    /** Pending requests waiting for this user as a mentor, oldest first. */
    queue: z.array(mentorRequestSchema),
    mentorships: z.array(mentorshipSchema),
    mentorProfile: ownMentorProfileSchema.nullable(),
    /**
     * The account holds the mentor role (given by an admin): a mentor profile it creates goes live at once, with
     * no application to approve. Until it has one, the hub shows the mentee view and says what is missing.
     */
    hasMentorRole: z.boolean(),
    /** Whether the mentee has a veteran profile to match on. */
    hasVeteranProfile: z.boolean(),
  })
  .meta({ id: 'MentorshipHub' });
export type MentorshipHub = z.infer<typeof mentorshipHubSchema>;

/** PATCH /api/mentorship/mentor-profile/availability. */
export const availabilityUpdateSchema = availabilitySchema.meta({ id: 'MentorAvailabilityUpdate' });

export const messageCreateSchema = z
  .object({
    body: safeText({ error: MENTORSHIP_MESSAGES.messageRequired })
      .min(1, { error: MENTORSHIP_MESSAGES.messageRequired })
      .max(MENTORSHIP_LIMITS.messageMax, { error: MENTORSHIP_MESSAGES.messageTooLong }),
  })
  .meta({ id: 'MentorshipMessageCreate' });
export type MessageCreate = z.output<typeof messageCreateSchema>;

export const mentorshipMessageSchema = z
  .object({
    id: z.uuid(),
    senderId: z.uuid(),
    fromMe: z.boolean(),
    body: z.string(),
    createdAt: dateTime,
  })
  .meta({ id: 'MentorshipMessage' });
export type MentorshipMessage = z.infer<typeof mentorshipMessageSchema>;

export const conversationSchema = z
  .object({ mentorship: mentorshipSchema, messages: z.array(mentorshipMessageSchema) })
  .meta({ id: 'MentorshipConversation' });
export type Conversation = z.infer<typeof conversationSchema>;

export const messageReportCreateSchema = z
  .object({ reason: safeText().max(MENTORSHIP_LIMITS.reportReasonMax).optional() })
  .meta({ id: 'MentorshipMessageReportCreate' });

export const messageReportSchema = z
  .object({ id: z.uuid(), messageId: z.uuid(), createdAt: dateTime })
  .meta({ id: 'MentorshipMessageReport' });

/** GET /api/mentorship/admin: applications, pairs and response times (admins only). */
export const mentorshipAdminSchema = z
  .object({
    pendingMentors: z.array(ownMentorProfileSchema),
    pairs: z.array(
      z.object({
        id: z.uuid(),
        mentor: person,
        mentee: person,
        startedAt: dateTime,
        messages: z.number().int(),
      }),
    ),
    responseTimes: z.array(
      z.object({
        mentor: person,
        medianResponseHours: z.number().nullable(),
        answered: z.number().int(),
        pending: z.number().int(),
        expired: z.number().int(),
      }),
    ),
    reports: z.array(
      z.object({
        id: z.uuid(),
        messageId: z.uuid(),
        reporter: person,
        author: person,
        body: z.string(),
        reason: z.string().nullable(),
        createdAt: dateTime,
      }),
    ),
  })
  .meta({ id: 'MentorshipAdmin' });
export type MentorshipAdmin = z.infer<typeof mentorshipAdminSchema>;
