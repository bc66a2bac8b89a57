import { useIntl } from 'react-intl';
import type { DashboardFigures } from '../api/types';

const VISITS_COLOR = '#0b6478';
const MEMBERS_COLOR = '#f0a020';
const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 24, left: 40 };

type Day = DashboardFigures['byDay'][number];

/**
 * Visits and active members per day as grouped bars in inline SVG (no chart library in the admin chunks),
 * described for screen readers by a summary; the exact figures are in the table below it.
 */
export default function DayBars({ days }: { days: Day[] }) {
  const intl = useIntl();
  const max = Math.max(1, ...days.map((day) => Math.max(day.visits, day.members)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(days.length, 1);
  const bar = Math.max(1, slot * 0.36);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  // Members are distinct per day: their days do not add up to a total, so the summary names a peak.
  const peak = (key: 'visits' | 'members') => intl.formatNumber(Math.max(0, ...days.map((day) => day[key])));
  const summary = intl.formatMessage(
    { id: 'admin.dashboard.byDay.summary' },
    { visits: intl.formatNumber(days.reduce((sum, day) => sum + day.visits, 0)), maxVisits: peak('visits'), maxMembers: peak('members') },
  );
  const visitsLabel = intl.formatMessage({ id: 'admin.dashboard.series.visits' });
  const membersLabel = intl.formatMessage({ id: 'admin.dashboard.series.members' });
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);

  return (
    <figure style={{ margin: 0 }}>
      <div style={{ display: 'flex', gap: 16, fontSize: 12, marginBottom: 4 }} aria-hidden="true">
        <span>
          <span style={{ display: 'inline-block', width: 10, height: 10, background: VISITS_COLOR, marginInlineEnd: 4 }} />
          {visitsLabel}
        </span>
        <span>
          <span style={{ display: 'inline-block', width: 10, height: 10, background: MEMBERS_COLOR, marginInlineEnd: 4 }} />
          {membersLabel}
        </span>
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={summary} data-testid="admin-dashboard-chart">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#d9d9d9" />
        <text x={PAD.left - 6} y={y(max) + 4} fontSize={11} textAnchor="end" fill="#8c8c8c">
          {intl.formatNumber(max)}
        </text>
        <text x={PAD.left - 6} y={y(0)} fontSize={11} textAnchor="end" fill="#8c8c8c">
          0
        </text>
        {days.map((day, index) => {
          const x = PAD.left + index * slot + (slot - bar * 2) / 2;
          return (
            <g key={day.day}>
              <rect x={x} y={y(day.visits)} width={bar} height={y(0) - y(day.visits)} fill={VISITS_COLOR}>
                <title>{`${day.day} ${visitsLabel} ${day.visits}`}</title>
              </rect>
              <rect x={x + bar} y={y(day.members)} width={bar} height={y(0) - y(day.members)} fill={MEMBERS_COLOR}>
                <title>{`${day.day} ${membersLabel} ${day.members}`}</title>
              </rect>
              {labelled.has(index) && (
                <text x={PAD.left + index * slot + slot / 2} y={HEIGHT - 6} fontSize={11} textAnchor="middle" fill="#8c8c8c">
                  {day.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 12, color: '#0b6478' }}>{intl.formatMessage({ id: 'admin.dashboard.byDay.table' })}</summary>
          <table className="chis-admin-table" data-testid="admin-dashboard-days">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'admin.dashboard.day' })}</th>
                <th scope="col">{visitsLabel}</th>
                <th scope="col">{membersLabel}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  <td>{intl.formatNumber(day.visits)}</td>
                  <td>{intl.formatNumber(day.members)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
