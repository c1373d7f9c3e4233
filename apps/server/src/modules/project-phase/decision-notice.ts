import type { LearnerNotice } from '../notifications/index.ts';

interface ProjectDecision {
  decision: 'approve' | 'return';
  courseTitle: string;
  otitle: string;
  reviewer: string;
  comment: string;
}

/**
 * What the bell tells a learner of a decision on their project message: which objective of which
 * course, who decided, the comment as written, and what to do next; it opens the course's Project tab.
 */
export function projectDecisionNotice(
  bcid: string,
  { decision, courseTitle, otitle, reviewer, comment }: ProjectDecision,
): Pick<LearnerNotice, 'kind' | 'title' | 'msg' | 'link'> {
  const said = comment === '' ? '' : `\n\nComment:\n${comment}`;
  return {
    kind: 'project-decision',
    title:
      decision === 'approve'
        ? `Your project message is approved: ${otitle}`
        : `Your project message was returned: ${otitle}`,
    msg:
      decision === 'approve'
        ? `${courseTitle}: ${reviewer} approved your message.${said}\n\nOpen the project to go on to the next objective.`
        : `${courseTitle}: ${reviewer} returned your message.${said}\n\nOpen the project, make the changes and send it again.`,
    link: `/course?${new URLSearchParams({ course: bcid, tab: 'project' }).toString()}`,
  };
}
