import type { InterviewDifficulty, InterviewPack } from '@waypoint/shared';

/** A question Waypoint ships with; `key` names it for good, so seeding again never duplicates it. */
export interface BankQuestion {
  key: string;
  pack: InterviewPack;
  difficulty: InterviewDifficulty;
  prompt: string;
  guidance: string;
}

type Entry = [prompt: string, guidance: string];

const STAR = 'Answer in STAR order: situation, task, what you did, and the result with a number.';

/*
 * Waypoint's question bank: common civilian interview questions, each with guidance written for a veteran
 * translating service experience for a civilian interviewer. Order within a pack and difficulty is the order
 * a new candidate meets them.
 */
const BANK: Record<InterviewPack, Record<InterviewDifficulty, Entry[]>> = {
  behavioral: {
    standard: [
      [
        'Tell me about a time you had to learn something new quickly.',
        `${STAR} Name the skill, how you learned it (courses, a mentor, practice) and how soon you used it on the job.`,
      ],
      [
        'Describe a time you worked with someone whose style was very different from yours.',
        `${STAR} Show respect for the other person, what you adjusted in yourself, and what the team delivered together.`,
      ],
      [
        'Tell me about a mistake you made and what you learned from it.',
        `${STAR} Own the mistake with "I", explain how you fixed it, and what you now do differently. Keep blame out of it.`,
      ],
      [
        'Give an example of a time you met a tight deadline.',
        `${STAR} Describe how you planned and prioritized, what you dropped or delegated, and when you finished against the deadline.`,
      ],
      [
        'Tell me about a time you went beyond what was asked of you.',
        `${STAR} Explain why the extra effort mattered to the customer or team, and the measurable difference it made.`,
      ],
      [
        'Describe a time you had to follow a process you disagreed with.',
        `${STAR} Show that you followed it, raised your concern through the right channel with facts, and what came of it.`,
      ],
      [
        'Tell me about a time you helped a teammate who was struggling.',
        `${STAR} Say what you noticed, how you helped without taking over, and how their work improved.`,
      ],
    ],
    challenge: [
      [
        'Tell me about a time you had to deliver bad news to someone above you.',
        `${STAR} Show you told them early and plainly, brought options, and what decision followed. Translate ranks into job titles.`,
      ],
      [
        'Describe a situation where you had to make a decision without all the information.',
        `${STAR} Explain what you knew, the risk you accepted, how you checked the result and adjusted.`,
      ],
      [
        'Tell me about a conflict on your team and how you resolved it.',
        `${STAR} Describe both sides fairly, what you did to bring people together, and how the team performed afterwards.`,
      ],
      [
        'Give an example of a time you changed someone’s mind.',
        `${STAR} Show how you listened first, the evidence you used, and what changed as a result.`,
      ],
      [
        'Describe a time your plan failed and you had to start over.',
        `${STAR} Explain why it failed, how quickly you noticed, what the new plan was and what it achieved.`,
      ],
      [
        'Tell me about a time you handled a difficult customer or stakeholder.',
        `${STAR} Treat the people you supported as customers, show patience and judgment, and quantify the outcome.`,
      ],
      [
        'Describe a time you balanced several competing priorities.',
        `${STAR} Explain how you decided what came first, who you told, and what got delivered on time.`,
      ],
    ],
    executive: [
      [
        'Tell me about the hardest ethical decision you have made at work.',
        `${STAR} Show the values at stake, who you consulted, the decision you owned and its consequences, good and bad.`,
      ],
      [
        'Describe a time you led change that people resisted.',
        `${STAR} Explain why the change mattered, how you won support, how you measured adoption and the business result.`,
      ],
      [
        'Tell me about a time you had to cut resources and still deliver.',
        `${STAR} Show how you chose what to protect, how you explained it to your people, and the numbers before and after.`,
      ],
      [
        'Describe a failure you were accountable for as a leader.',
        `${STAR} Own it fully with "I", describe how you repaired trust, and what system you changed so it would not repeat.`,
      ],
      [
        'Tell me about a time you influenced a decision outside your own organization.',
        `${STAR} Describe the partners, what each cared about, how you built agreement, and the outcome.`,
      ],
      [
        'Describe how you rebuilt a team that was performing poorly.',
        `${STAR} Explain how you diagnosed the problem, the people and process changes you made, and the measurable turnaround.`,
      ],
    ],
  },
  technical: {
    standard: [
      [
        'Walk me through how you troubleshoot a system or piece of equipment that stops working.',
        'Describe your steps in order: gather symptoms, check the simple causes, isolate, test one change at a time, document the fix. Use one real example with how fast you restored it.',
      ],
      [
        'How do you keep track of inventory, tools or equipment you are responsible for?',
        'Name the system or software you used, how you counted and reconciled, and an accuracy or loss figure. Say "inventory system", not the military form name.',
      ],
      [
        'Describe a procedure you wrote or improved so others could follow it.',
        'Explain who used it, how you tested it with them, and what improved (errors, time, training hours).',
      ],
      [
        'How do you make sure your work meets safety or quality standards?',
        'Name the standard or checklist, how you check your own work, and a time your checks caught a problem early.',
      ],
      [
        'Tell me about a tool or software you learned that made you more productive.',
        'Name the tool, how you learned it, and what it saved in time or errors. Connect it to the job you are applying for.',
      ],
      [
        'How do you explain a technical problem to someone without technical background?',
        'Show that you start from what they need to decide, use a plain comparison, and confirm they understood. Give an example.',
      ],
      [
        'Describe how you document your work for the next shift or the next person.',
        'Explain what you record, where, and how it helped someone pick up the work without calling you.',
      ],
    ],
    challenge: [
      [
        'Tell me about the most complex technical problem you have solved.',
        `${STAR} Explain the problem in plain words, why it was hard, the options you weighed and the measured result.`,
      ],
      [
        'How would you plan the maintenance of equipment that cannot be taken offline for long?',
        'Describe how you schedule around demand, what you check first by risk, the spare parts you stage, and how you measure availability.',
      ],
      [
        'Describe a time you found the root cause of a problem others had missed.',
        `${STAR} Show the evidence you gathered, the test that proved the cause, and how the fix held over time.`,
      ],
      [
        'How do you decide between a quick fix and a lasting one?',
        'Explain how you weigh risk, cost and time, how you communicate the trade-off, and give an example where you chose each.',
      ],
      [
        'Tell me about a time you had to work with incomplete or outdated documentation.',
        `${STAR} Show how you filled the gaps safely, who you asked, and how you updated the documents for others.`,
      ],
      [
        'How would you train a new team member on a system you know well?',
        'Describe the order you teach in, hands-on practice, how you check understanding, and how long until they work alone.',
      ],
      [
        'Describe a time you automated or simplified a repetitive task.',
        `${STAR} Name the task, the tool you used, and the hours or errors saved per week.`,
      ],
    ],
    executive: [
      [
        'How would you build a maintenance or technical support program from scratch?',
        'Cover goals and measures (uptime, response time), staffing and skills, tools, budget, and how you would report progress to leadership.',
      ],
      [
        'Tell me about a technology decision you made that had a large budget impact.',
        `${STAR} Explain the options and costs, how you justified the choice, and the return measured afterwards.`,
      ],
      [
        'How do you manage technical risk across several teams or sites?',
        'Describe how you identify and rank risks, who owns each, how you track them, and an example of a risk you retired.',
      ],
      [
        'Describe how you would modernize an old system without disrupting operations.',
        'Explain phasing, fallback plans, how you keep users informed, and how you measure success at each phase.',
      ],
      [
        'How do you keep a technical team’s skills current?',
        'Cover training plans, certifications, budget, mentoring, and how you measure that skills improved the work.',
      ],
      [
        'Tell me about a time you had to choose between security and convenience.',
        `${STAR} Show how you understood both sides, the controls you chose, and how you explained the decision to users.`,
      ],
    ],
  },
  leadership: {
    standard: [
      [
        'How would you describe your leadership style?',
        'Give two or three traits with a short example each, and what your team achieved. Translate rank and unit size into "I supervised 8 people".',
      ],
      [
        'Tell me about a time you motivated a team during a difficult period.',
        `${STAR} Explain what you saw in the team, what you did personally, and how morale and results changed.`,
      ],
      [
        'How do you give feedback to someone who is underperforming?',
        'Describe a private, specific conversation, a clear plan with dates, your follow-up, and how the person improved.',
      ],
      [
        'Tell me about a time you delegated an important task.',
        `${STAR} Explain who you chose and why, how you set expectations and checked in, and what they delivered.`,
      ],
      [
        'Describe how you set goals for your team.',
        'Explain how goals connect to the organization’s, how you make them measurable, and how you track progress with the team.',
      ],
      [
        'Tell me about a time you recognized someone’s good work.',
        `${STAR} Show how you made the recognition specific and timely, and what it did for the person and the team.`,
      ],
      [
        'How do you onboard a new member of your team?',
        'Describe the first week, who supports them, how you check progress, and how quickly they become productive.',
      ],
    ],
    challenge: [
      [
        'Tell me about a time you led people who did not report to you.',
        `${STAR} Show how you built trust and agreement without authority, and the result for the project.`,
      ],
      [
        'Describe a time you had to make an unpopular decision.',
        `${STAR} Explain why it was right, how you communicated it and listened, and what happened afterwards.`,
      ],
      [
        'Tell me about a time you developed someone into a leader.',
        `${STAR} Describe what you saw in them, the opportunities you gave, and where they are now.`,
      ],
      [
        'How do you lead a team through a change you did not choose?',
        'Show that you explain the why, raise concerns upward, support your people through it, and measure how the change lands.',
      ],
      [
        'Describe a time you had to hold a peer accountable.',
        `${STAR} Explain how you raised it directly and respectfully, what changed, and how the working relationship held.`,
      ],
      [
        'Tell me about a time your team missed a goal.',
        `${STAR} Own it as the leader, explain what you learned, and what the team achieved next time.`,
      ],
      [
        'How do you build trust with a team you have just joined as their leader?',
        'Describe listening first, early commitments you kept, how you learned the work, and signs that trust grew.',
      ],
    ],
    executive: [
      [
        'How would you set the direction for an organization of several hundred people?',
        'Cover how you learn the current state, define a few priorities, communicate them, align leaders, and measure progress.',
      ],
      [
        'Tell me about a time you changed the culture of an organization.',
        `${STAR} Explain the culture you found, the behaviours you modelled and rewarded, and the measurable change.`,
      ],
      [
        'Describe how you develop the leaders who report to you.',
        'Cover coaching, stretch assignments, succession planning and how you measure their growth.',
      ],
      [
        'Tell me about a strategic decision that did not work out as planned.',
        `${STAR} Own the decision, explain what you monitored, how you adjusted, and what you would decide differently now.`,
      ],
      [
        'How do you balance the needs of your people with the demands of the business?',
        'Give an example where the two conflicted, how you decided, and how you kept both trust and results.',
      ],
      [
        'Describe how you would lead an organization through a crisis.',
        'Cover first actions, communication to people and customers, decision-making under pressure, and recovery measures. Translate any military crisis into civilian terms.',
      ],
    ],
  },
};

export const QUESTION_BANK: readonly BankQuestion[] = Object.entries(BANK).flatMap(([pack, levels]) =>
  Object.entries(levels).flatMap(([difficulty, entries]) =>
    entries.map(([prompt, guidance], index) => ({
      key: `${pack}-${difficulty}-${String(index + 1).padStart(2, '0')}`,
      pack: pack as InterviewPack,
      difficulty: difficulty as InterviewDifficulty,
      prompt,
      guidance,
    })),
  ),
);
