import type { ReactNode, Ref } from 'react';
import { formatDateRange, formatResumeDate } from '@waypoint/shared/resume/export-rules';
import type { ResumeData, ResumeTemplate } from '@waypoint/shared/resume/resume-data';

interface ResumeDocumentProps {
  data: ResumeData;
  template: ResumeTemplate;
  ref?: Ref<HTMLDivElement>;
}

const filled = (...parts: string[]) => parts.map((part) => part.trim()).filter(Boolean);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rd-section">
      <h4 className="rd-section-title">{title}</h4>
      {children}
    </section>
  );
}

/**
 * The resume as a document, in one of the four templates: what the preview shows and what prints. The military
 * transition template leads with core competencies, the others with experience.
 */
export function ResumeDocument({ data, template, ref }: ResumeDocumentProps) {
  const { personalInfo: info } = data;
  const contact = filled(info.email, info.phone, info.location, info.linkedin, info.website);
  const jobs = data.workExperience;
  const skills = data.skills.filter((skill) => skill.name.trim());
  const education = data.education.filter((entry) => filled(entry.degree, entry.institution).length);
  const certifications = data.certifications.filter((entry) => entry.name.trim());

  const experience = jobs.length > 0 && (
    <Section title={template === 'military' ? 'Professional experience' : 'Experience'}>
      {jobs.map((job) => (
        <div className="rd-entry" key={job.id}>
          <div className="rd-entry-head">
            <span className="rd-entry-title">{filled(job.title, job.company).join(', ')}</span>
            <span className="rd-entry-meta">{formatDateRange(job.startDate, job.endDate, job.current)}</span>
          </div>
          {job.location.trim() && <div className="rd-entry-meta">{job.location}</div>}
          {job.description.some((bullet) => bullet.trim()) && (
            <ul className="rd-bullets">
              {job.description
                .filter((bullet) => bullet.trim())
                .map((bullet, index) => (
                  <li key={index}>{bullet}</li>
                ))}
            </ul>
          )}
        </div>
      ))}
    </Section>
  );
  const skillList = skills.length > 0 && (
    <Section title={template === 'military' ? 'Core competencies' : 'Skills'}>
      <ul className="rd-skills">
        {skills.map((skill) => (
          <li className="rd-skill" key={skill.id}>
            {skill.name}
            {skill.proficiency !== null && ` (${skill.proficiency}%)`}
          </li>
        ))}
      </ul>
    </Section>
  );

  return (
    <div ref={ref} className={`resume-doc rd-${template}`}>
      <header className="rd-header">
        <h3 className="rd-name">{info.fullName.trim() || 'Your name'}</h3>
        {data.headline.trim() && <p className="rd-headline">{data.headline}</p>}
        {contact.length > 0 && (
          <ul className="rd-contact">
            {contact.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </header>
      {data.summary.trim() && (
        <Section title="Summary">
          <p>{data.summary}</p>
        </Section>
      )}
      {template === 'military' ? (
        <>
          {skillList}
          {experience}
        </>
      ) : (
        <>
          {experience}
          {skillList}
        </>
      )}
      {education.length > 0 && (
        <Section title="Education">
          {education.map((entry) => (
            <div className="rd-entry" key={entry.id}>
              <div className="rd-entry-head">
                <span className="rd-entry-title">
                  {filled(entry.degree, entry.field).join(' in ') || entry.institution}
                </span>
                <span className="rd-entry-meta">{formatResumeDate(entry.graduationDate)}</span>
              </div>
              <div className="rd-entry-meta">
                {filled(entry.degree ? entry.institution : '', entry.gpa && `GPA ${entry.gpa}`).join(' · ')}
              </div>
            </div>
          ))}
        </Section>
      )}
      {certifications.length > 0 && (
        <Section title="Certifications">
          {certifications.map((entry) => (
            <div className="rd-entry" key={entry.id}>
              <div className="rd-entry-head">
                <span className="rd-entry-title">{filled(entry.name, entry.issuer).join(', ')}</span>
                <span className="rd-entry-meta">{formatResumeDate(entry.issueDate)}</span>
              </div>
            </div>
          ))}
        </Section>
      )}
    </div>
  );
}
