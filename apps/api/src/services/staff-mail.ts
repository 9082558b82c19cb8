import {
  INVITE_LINK_DAYS,
  RESET_LINK_MINUTES,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '@harsh/contract';

/** The outbox kinds that are mails to one staff member rather than notifications to the company. */
export const STAFF_MAIL_KINDS = ['staff_invite', 'password_reset'] as const;
export type StaffMailKind = (typeof STAFF_MAIL_KINDS)[number];

export const isStaffMail = (kind: string): kind is StaffMailKind =>
  (STAFF_MAIL_KINDS as readonly string[]).includes(kind);

/** The invitation or password-reset e-mail, with its single-use link. */
export function staffMail(
  kind: StaffMailKind,
  user: { name: string; role: StaffRole },
  link: string,
): { subject: string; text: string } {
  if (kind === 'staff_invite') {
    return {
      subject: 'Your Harsh Logistics staff account',
      text: [
        `Hello ${user.name},`,
        '',
        `You have been given a staff account on the Harsh Logistics website, as ${STAFF_ROLE_LABELS[user.role]}.`,
        'Choose your password here (the link works once, for the next ' +
          `${INVITE_LINK_DAYS} days):`,
        '',
        link,
        '',
        'If you did not expect this, ignore this e-mail and nothing will happen.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Choose a new password for your Harsh Logistics staff account',
    text: [
      `Hello ${user.name},`,
      '',
      `Someone asked for a new password for your staff account. Choose one here (the link works once, for ${RESET_LINK_MINUTES} minutes):`,
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
