import { graphql } from '../../gql';

/** Entries per page of an entity's history: a short panel under the entity's form. */
export const AUDIT_PAGE_SIZE = 5;

export const AuditTrailQuery = graphql(`
  query AuditTrail($subject: AuditSubject!, $subjectNo: Int, $page: Int!, $size: Int!) {
    auditTrail(subject: $subject, subjectNo: $subjectNo, page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...AuditEntryRow_entry
      }
    }
  }
`);
