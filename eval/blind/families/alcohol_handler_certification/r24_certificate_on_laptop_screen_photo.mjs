// An alcohol server's certificate as many workers actually "upload" it: they open the PDF or the provider's page on
// a laptop and photograph the screen with their phone. The photo shows the laptop's black bezel (camera dot, a sticky
// note stuck on it), the operating system's chrome (a Windows-style taskbar with the clock and today's date at the
// bottom right, or a macOS-style menu bar with "Thu Nov 19 10:42 AM" at the top), the browser's tab strip and address
// bar, a calendar toast in a corner, and in the content area either a PDF viewer (toolbar with file name, page 1 / 1
// and zoom, the certificate page on a grey canvas) or the provider's web page; a glare band from a window lies across
// part of the screen. The deciding dates are the certificate's; the clock date, the toast's shift time, the file's
// download time and the sticky note (sometimes a co-worker's certificate number) are not. Variants: TIPS On-Premise
// eCertificate PDF with a full expiration date, a Texas TABC seller-server certificate PDF that prints only "valid two
// years from completion", the California RBS portal's "My Certification" page, an expired Illinois BASSET certificate,
// a ServSafe Alcohol exam-results page whose certificate is still "processing", a Louisiana responsible-vendor server
// permit for a Texas-only client.
import { addDays, addYears, fmt, nameAs, personData, requestPerson } from '../../lib/core.mjs';
import { barcode, esc, FONTS, hand, HANDS, logo, page, qr, seal, sig, SIGS } from '../../lib/html.mjs';

export const family = {
  type: 'alcohol_handler_certification',
  name: 'r24_certificate_on_laptop_screen_photo',
  split: 'tuning',
  renderings: { photo: 100 },
  description:
    'Phone photo of a laptop screen showing the certificate: black bezel with camera dot and a sticky note (sometimes a co-worker\u2019s certificate number), Windows-style taskbar with clock and today\u2019s date or macOS-style menu bar with "Thu Nov 19 10:42 AM", browser tabs and address bar, a calendar toast with a shift time, a window-glare band across the screen; content either a PDF viewer (file name, page 1 / 1, zoom, certificate page on a grey canvas) or the provider\u2019s web page; variants TIPS On-Premise eCertificate with a full expiration date, Texas TABC seller-server certificate printing only "valid two years from completion", California RBS portal "My Certification" page (training completed, exam passed = certification date, expires), an expired Illinois BASSET certificate, a ServSafe Alcohol exam-results page whose certificate is "processing" (no number), a Louisiana responsible-vendor server permit for a Texas-only client',
};

const TABS = [
  'Inbox (4) \u2014 Mail',
  'ShiftLink \u2014 Upload documents',
  'Google Calendar',
  'Maps \u2014 Harbor Grill',
  'Indeed \u2014 Bartender jobs',
  'YouTube',
];
const COWORKERS = ['Dani', 'Marco', 'Keisha', 'Tavo', 'Brooke', 'Luis R.', 'Jolene'];
const VENUES = [
  'Harbor Grill',
  'The Copper Still',
  'Riverside Event Center',
  'Magnolia Hall',
  'Stadium Club',
];

// ---- certificate contents ----------------------------------------------------------------------------------------
function tipsCert(c) {
  return `<div class="cert" style="width:6.1in;height:4.15in;border:6px double #222;padding:14px 22px;font-family:${FONTS.serif};position:relative">
  <div style="display:flex;align-items:center;gap:12px"><div style="font-family:${FONTS.sans};font-weight:900;font-size:30pt;color:#b5121b;letter-spacing:1px">TIPS<sup style="font-size:9pt">\u00ae</sup></div>
  <div style="font-family:${FONTS.sans};font-size:8.5pt;line-height:1.25">Training for Intervention ProcedureS<br>Health Communications, Inc.</div>
  <div style="margin-left:auto">${seal({ text: 'TIPS CERTIFIED \u00b7 RESPONSIBLE SERVICE \u00b7', inner: '\u2605', color: '#b5121b', size: 64 })}</div></div>
  <div style="text-align:center;font-size:15pt;font-weight:bold;margin-top:4px">Certificate of Completion</div>
  <div style="text-align:center;font-size:10pt">${esc(c.course)}</div>
  <div style="text-align:center;font-size:9.5pt;margin-top:8px">This certifies that</div>
  <div style="text-align:center;font-size:17pt;font-style:italic;margin:2px 0 4px">${esc(c.name)}</div>
  <div style="text-align:center;font-size:9pt">has completed the TIPS program and passed the certification exam.</div>
  <table style="margin:10px auto 0;font-family:${FONTS.sans};font-size:9pt">
   <tr><td style="padding:2px 10px">Certification No.</td><td style="padding:2px 10px">Certification Date</td><td style="padding:2px 10px">Expiration Date</td><td style="padding:2px 10px">State</td></tr>
   <tr style="font-weight:bold;font-size:10.5pt"><td style="padding:2px 10px">${esc(c.no)}</td><td style="padding:2px 10px">${esc(c.iss)}</td><td style="padding:2px 10px">${esc(c.exp)}</td><td style="padding:2px 10px">${esc(c.state)}</td></tr></table>
  <div style="position:absolute;left:22px;bottom:12px;font-family:${FONTS.sans};font-size:7.5pt">Trainer: ${esc(c.trainer)} \u00b7 Trainer ID ${esc(c.trainerId)}</div>
  <div style="position:absolute;right:22px;bottom:10px;text-align:center;font-size:7.5pt;font-family:${FONTS.sans}">${sig('M. Hollister', { font: SIGS[1], ink: '#222', size: '1.6em', rot: 0 })}<br>President</div></div>`;
}
function tabcCert(c) {
  return `<div class="cert" style="width:5.2in;height:4.3in;border:2px solid #14365f;padding:14px 20px;font-family:${FONTS.sans};position:relative">
  <div style="display:flex;align-items:center;gap:10px">${seal({ text: 'TEXAS \u00b7 SELLER-SERVER TRAINING \u00b7', inner: '\u2605', color: '#14365f', size: 58 })}
  <div><div style="font-size:8pt;color:#14365f;font-weight:bold">TABC-APPROVED SELLER-SERVER TRAINING PROGRAM</div>
  <div style="font-size:12pt;font-weight:bold">${esc(c.school)}</div><div style="font-size:7.6pt">TABC school certificate ${esc(c.schoolNo)}</div></div></div>
  <div style="font-size:15pt;font-weight:bold;margin-top:10px;color:#14365f">Seller-Server Certificate</div>
  <div style="font-size:9pt;margin-top:4px">Student name</div><div style="font-size:14pt;font-weight:bold">${esc(c.name)}</div>
  <table style="margin-top:8px;font-size:9.5pt">
   <tr><td style="padding:2px 14px 2px 0;color:#444">Certificate number</td><td><b>${esc(c.no)}</b></td></tr>
   <tr><td style="padding:2px 14px 2px 0;color:#444">Date of completion</td><td><b>${esc(c.iss)}</b></td></tr>
   <tr><td style="padding:2px 14px 2px 0;color:#444">Course</td><td>Online seller-server (English) \u00b7 exam score ${esc(c.score)}</td></tr>
   <tr><td style="padding:2px 14px 2px 0;color:#444">Printed</td><td>${esc(c.printed)}</td></tr></table>
  <div style="font-size:8pt;margin-top:8px;border-top:1px solid #999;padding-top:4px">This certificate is valid for two (2) years from the date of completion. Verify at the TABC certificate inquiry page using the certificate number.</div>
  <div style="position:absolute;right:20px;bottom:12px">${barcode(c.rng, { width: 150, height: 26, color: '#111' })}</div></div>`;
}
function bassetCert(c) {
  return `<div class="cert" style="width:5.9in;height:3.9in;border:1.5px solid #333;padding:12px 20px;font-family:${FONTS.carlito};position:relative">
  <div style="display:flex;justify-content:space-between;align-items:center"><div><div style="font-size:9pt;font-weight:bold">ILLINOIS LIQUOR CONTROL COMMISSION</div>
  <div style="font-size:7.8pt">Beverage Alcohol Sellers and Servers Education and Training</div></div>${logo({ initials: 'IL', color: '#2b4c7e', shape: 'shield', size: 44 })}</div>
  <div style="font-size:16pt;font-weight:bold;margin-top:10px">BASSET Certificate \u2014 ${esc(c.course)}</div>
  <table style="margin-top:10px;font-size:10pt">
   <tr><td style="padding:3px 16px 3px 0;color:#444">Name</td><td><b>${esc(c.name)}</b></td></tr>
   <tr><td style="padding:3px 16px 3px 0;color:#444">BASSET License Number</td><td><b>${esc(c.no)}</b></td></tr>
   <tr><td style="padding:3px 16px 3px 0;color:#444">Training Date</td><td><b>${esc(c.iss)}</b></td></tr>
   <tr><td style="padding:3px 16px 3px 0;color:#444">Expiration Date</td><td><b>${esc(c.exp)}</b></td></tr>
   <tr><td style="padding:3px 16px 3px 0;color:#444">Training Provider</td><td>${esc(c.provider)}</td></tr></table>
  <div style="font-size:7.6pt;margin-top:10px">BASSET certification is valid for three years from the training date. Carry a copy while serving.</div>
  <div style="position:absolute;right:18px;bottom:12px">${qr(c.rng, { size: 58, color: '#111' })}</div></div>`;
}
function laPermit(c) {
  return `<div class="cert" style="width:5.6in;height:3.6in;border:2px solid #5b2a86;border-radius:10px;padding:12px 18px;font-family:${FONTS.sans};position:relative">
  <div style="background:#5b2a86;color:#fff;margin:-12px -18px 8px;padding:6px 18px;border-radius:8px 8px 0 0;font-size:9pt;font-weight:bold">STATE OF LOUISIANA \u00b7 OFFICE OF ALCOHOL AND TOBACCO CONTROL</div>
  <div style="display:flex;gap:14px"><div style="width:1.05in;height:1.3in;border:1px solid #555;background:#ddd;font-size:7pt;text-align:center;padding-top:0.55in">PHOTO</div>
  <div style="font-size:9.5pt;line-height:1.5"><div style="font-size:13pt;font-weight:bold;color:#5b2a86">Responsible Vendor Server Permit</div>
  <div>${esc(c.name)}</div><div>Permit No. <b>${esc(c.no)}</b></div><div>Class: ${esc(c.cls)}</div>
  <div>Issue Date <b>${esc(c.iss)}</b> &nbsp; Expiration Date <b>${esc(c.exp)}</b></div></div></div>
  <div style="font-size:7.5pt;margin-top:8px">Issued upon completion of an approved responsible vendor server course. The permit holder must present this permit upon request of an ATC agent or law enforcement officer. Renew before the expiration date.</div>
  <div style="position:absolute;right:16px;bottom:10px">${barcode(c.rng, { width: 140, height: 22, color: '#222' })}</div></div>`;
}
function rbsPage(c) {
  return `<div style="font-family:${FONTS.roboto};height:100%;background:#f4f6f8">
  <div style="background:#0b3d6b;color:#fff;padding:8px 18px;display:flex;align-items:center;gap:10px">${seal({ text: 'CALIFORNIA ABC \u00b7 RBS \u00b7', inner: '\u2605', color: '#fff', size: 34 })}
   <b style="font-size:12pt">RBS Portal</b><span style="font-size:8.5pt;opacity:0.85">Responsible Beverage Service Training \u00b7 Department of Alcoholic Beverage Control</span>
   <span style="margin-left:auto;font-size:8.5pt">Hi, ${esc(c.hi)} \u25be</span></div>
  <div style="display:flex"><div style="width:1.5in;padding:12px 14px;font-size:9pt;line-height:2;color:#0b3d6b">Dashboard<br><b>My Certification</b><br>Training<br>Exam<br>Profile<br>Help</div>
  <div style="flex:1;padding:14px 20px"><div style="font-size:15pt;font-weight:bold">My Certification</div>
  <div style="background:#fff;border:1px solid #ccd;border-radius:6px;margin-top:8px;padding:12px 16px;font-size:10pt;width:5.6in">
   <div style="display:flex;justify-content:space-between"><div><div style="font-size:7.5pt;color:#667">SERVER NAME</div><b style="font-size:12pt">${esc(c.name)}</b></div>
   <div style="background:#1f7a3a;color:#fff;border-radius:10px;padding:3px 12px;font-size:9pt;font-weight:bold;height:1.6em">${esc(c.status)}</div></div>
   <table style="margin-top:8px;font-size:10pt">
    <tr><td style="padding:3px 20px 3px 0;color:#556">Server ID</td><td><b>${esc(c.no)}</b></td></tr>
    <tr><td style="padding:3px 20px 3px 0;color:#556">Training provider</td><td>${esc(c.provider)}</td></tr>
    <tr><td style="padding:3px 20px 3px 0;color:#556">Training completed</td><td>${esc(c.trained)}</td></tr>
    <tr><td style="padding:3px 20px 3px 0;color:#556">Exam passed / certification date</td><td><b>${esc(c.iss)}</b></td></tr>
    <tr><td style="padding:3px 20px 3px 0;color:#556">Certification expires</td><td><b>${esc(c.exp)}</b></td></tr></table>
   <div style="font-size:8pt;color:#556;margin-top:6px">Print your certificate or show this page to your employer. Certification is valid for three years from the date the exam was passed.</div></div></div></div></div>`;
}
function servsafePage(c) {
  return `<div style="font-family:${FONTS.open};height:100%;background:#fff">
  <div style="border-bottom:3px solid #c8102e;padding:8px 18px;display:flex;align-items:center;gap:12px"><b style="font-size:14pt;color:#c8102e">ServSafe<sup style="font-size:7pt">\u00ae</sup></b>
   <span style="font-size:9pt">Certificates \u00b7 Exams \u00b7 Courses \u00b7 Help</span><span style="margin-left:auto;font-size:8.5pt">${esc(c.hi)} \u00b7 Sign out</span></div>
  <div style="padding:14px 22px"><div style="font-size:8.5pt;color:#666">Home \u203a My Exams \u203a Exam results</div>
  <div style="font-size:16pt;font-weight:bold;margin-top:6px">Congratulations, you passed!</div>
  <div style="border:1px solid #ddd;border-radius:6px;margin-top:10px;padding:12px 16px;width:6in;font-size:10pt">
   <table style="font-size:10pt">
    <tr><td style="padding:3px 22px 3px 0;color:#555">Candidate</td><td><b>${esc(c.name)}</b></td></tr>
    <tr><td style="padding:3px 22px 3px 0;color:#555">Exam</td><td>${esc(c.course)}</td></tr>
    <tr><td style="padding:3px 22px 3px 0;color:#555">Exam date</td><td><b>${esc(c.iss)}</b></td></tr>
    <tr><td style="padding:3px 22px 3px 0;color:#555">Score</td><td>${esc(c.score)} \u2014 <b style="color:#1f7a3a">PASS</b> (passing score 75%)</td></tr>
    <tr><td style="padding:3px 22px 3px 0;color:#555">Certificate</td><td><span style="background:#fff3cd;border:1px solid #e0c060;padding:1px 8px;border-radius:8px">Processing</span> \u2014 your certificate number will appear under My Certificates within 1\u20132 business days</td></tr></table>
   <div style="font-size:8.2pt;color:#555;margin-top:6px">ServSafe Alcohol certification is valid for three (3) years from the exam date. Your employer may require a printed certificate.</div></div>
  <div style="margin-top:10px;font-size:9pt;color:#0a58ca">Download score report (PDF) &nbsp;\u00b7&nbsp; Go to My Certificates</div></div></div>`;
}

function pdfViewer(f, inner) {
  return `<div class="pv"><div class="pvt"><span>${esc(f.file)}</span><span style="margin-left:auto">1 / 1</span><span>\u2212 &nbsp; ${esc(f.zoom)} &nbsp; +</span><span>\u2913 &nbsp; \u2399 &nbsp; \u22ee</span></div>
  <div class="pvc"><div class="pvp">${inner}</div></div></div>`;
}

/** The address bar: a web address, or the local file path in the operating system's own form. */
function urlText(f) {
  if (!f.local) return `https://${f.url}`;
  const u = f.local.user
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  return f.os === 'mac'
    ? `file:///Users/${u}/${f.local.dir}/${f.local.name}`
    : `file:///C:/Users/${u}/${f.local.dir}/${f.local.name}`;
}

function render(f) {
  const tabs = f.tabs
    .map((tb, i) => `<div class="tab${i === f.active ? ' on' : ''}">${esc(tb)}<span>\u00d7</span></div>`)
    .join('');
  const content = f.kind === 'pdf' ? pdfViewer(f, f.inner) : f.inner;
  const mac = f.os === 'mac';
  const body = `<div class="lap"><div class="cam"></div>
  <div class="scr">
   ${mac ? `<div class="mb"><b>\u25cf</b><b>${esc(f.app)}</b><span>File</span><span>Edit</span><span>View</span><span>History</span><span>Bookmarks</span><span>Window</span><span>Help</span><span class="clk">${esc(f.clock)}</span></div>` : ''}
   <div class="br"><div class="tabs">${tabs}<div class="plus">+</div></div>
   <div class="url"><span class="nav">\u2190 \u2192 \u21bb</span><div class="bar">${esc(urlText(f))}</div><span class="nav">\u2606 \u22ee</span></div>
   <div class="ct">${content}</div></div>
   ${mac ? '' : `<div class="tb"><span class="st">\u229e</span><span class="ic">\u25a3</span><span class="ic">\u25a4</span><span class="ic">\u25cd</span><span class="srch">Type here to search</span><span class="clk">${esc(f.clock)}</span></div>`}
   <div class="toast"><b>${esc(f.toast[0])}</b><br>${esc(f.toast[1])}</div>
   <div class="glare" style="left:${f.glare.x}%;top:${f.glare.y}%;transform:rotate(${f.glare.r}deg)"></div>
  </div>
  ${f.sticky ? `<div class="sticky">${hand(f.sticky, { font: f.pen, ink: '#1a2b6d', size: '1.05em' })}</div>` : ''}
  </div><div class="deck"></div>`;
  const css = `
  body { background:#2d2b29; }
  .lap { position:relative; margin:0.2in auto 0; width:10.5in; height:6.75in; background:#111; border-radius:16px 16px 4px 4px; padding:0.26in 0.26in 0.3in; box-shadow:0 0 0 2px #333; }
  .cam { position:absolute; top:0.1in; left:50%; width:7px; height:7px; border-radius:50%; background:#333; }
  .scr { position:relative; width:100%; height:100%; background:#fff; overflow:hidden; display:flex; flex-direction:column; }
  .mb { background:#ececec; font-size:8.5pt; padding:2px 10px; display:flex; gap:14px; font-family:${FONTS.sans}; }
  .mb .clk { margin-left:auto; }
  .br { flex:1; display:flex; flex-direction:column; min-height:0; font-family:${FONTS.sans}; }
  .tabs { display:flex; background:#dee1e6; padding:5px 8px 0; gap:3px; }
  .tab { font-size:8pt; background:#e9ebee; padding:5px 10px; border-radius:7px 7px 0 0; width:1.7in; white-space:nowrap; overflow:hidden; display:flex; justify-content:space-between; color:#333; }
  .tab.on { background:#fff; color:#000; }
  .tab span { margin-left:6px; color:#777; } .plus { font-size:11pt; padding:2px 6px; color:#555; }
  .url { display:flex; align-items:center; gap:10px; padding:4px 10px; border-bottom:1px solid #ccc; }
  .nav { font-size:10pt; color:#555; } .bar { flex:1; background:#f1f3f4; border-radius:14px; padding:3px 12px; font-size:8.6pt; color:#222; }
  .ct { flex:1; min-height:0; overflow:hidden; }
  .pv { height:100%; display:flex; flex-direction:column; background:#525659; }
  .pvt { display:flex; gap:22px; background:#323639; color:#eee; font-size:8.6pt; padding:6px 14px; }
  .pvc { flex:1; display:flex; justify-content:center; align-items:flex-start; padding-top:14px; }
  .pvp { background:#fff; padding:18px; box-shadow:0 2px 6px rgba(0,0,0,0.5); }
  .cert { background:#fff; color:#111; }
  .tb { background:#1c2733; color:#ddd; display:flex; align-items:center; gap:14px; padding:4px 10px; font-size:8.2pt; font-family:${FONTS.sans}; }
  .tb .st { font-size:12pt; } .tb .srch { background:#e8e8e8; color:#555; padding:3px 40px 3px 10px; } .tb .clk { margin-left:auto; text-align:right; line-height:1.15; white-space:pre; }
  .toast { position:absolute; right:14px; ${mac ? 'top:34px' : 'bottom:44px'}; width:2.3in; background:rgba(250,250,250,0.96); border:1px solid #bbb; border-radius:8px; padding:7px 10px; font-size:8pt; font-family:${FONTS.sans}; box-shadow:0 2px 8px rgba(0,0,0,0.3); }
  .glare { position:absolute; width:5.5in; height:2.2in; background:radial-gradient(ellipse at center, rgba(255,255,255,0.42) 0%, rgba(255,255,255,0.2) 45%, rgba(255,255,255,0) 72%); pointer-events:none; }
  .sticky { position:absolute; left:-0.05in; bottom:-0.12in; width:1.55in; height:1.1in; background:#fdf38a; padding:6px 8px; transform:rotate(-6deg); box-shadow:1px 2px 3px rgba(0,0,0,0.5); }
  .deck { width:11in; height:0.28in; margin:0 auto; background:linear-gradient(#8c8f93,#5f6266); border-radius:0 0 14px 14px; }`;
  return page({ title: 'screen', size: '11in 7.4in', margin: '0', font: f.font, css, body, bg: '#2d2b29' });
}

export function cases(k) {
  const { rng } = k;
  const osOrder = rng.shuffle(['win', 'mac', 'win', 'mac', 'win', 'mac']);
  let n = 0;
  const clockFor = (os) => {
    const day = addDays('2026-11-12', rng.int(0, 8));
    const hh = rng.int(8, 22);
    const mm = String(rng.int(0, 59)).padStart(2, '0');
    const h12 = `${hh > 12 ? hh - 12 : hh}:${mm} ${hh >= 12 ? 'PM' : 'AM'}`;
    if (os === 'mac') {
      const wd = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(day + 'T00:00:00Z').getUTCDay()];
      return { day, text: `${wd} ${fmt(day, 'mon').replace(/, \d{4}$/, '')}  ${h12}` };
    }
    return { day, text: `${h12}\n${fmt(day, 'us_nz')}` };
  };
  const mk = (o) => {
    const os = osOrder[n++ % osOrder.length];
    const clock = clockFor(os);
    const others = rng.shuffle(TABS).slice(0, rng.int(1, 3));
    const tabs = [...others];
    const active = rng.int(0, tabs.length);
    tabs.splice(active, 0, o.tab);
    const venue = rng.pick(VENUES);
    const shiftDay = addDays(clock.day, rng.int(1, 6));
    return {
      os,
      clock: clock.text,
      app: rng.pick(['Chrome', 'Edge', 'Safari']),
      tabs,
      active,
      zoom: rng.pick(['100%', '125%', 'Page fit', '90%']),
      toast: rng.pick([
        [
          `Calendar \u2014 ${venue}`,
          `Shift ${fmt(shiftDay, 'mon').replace(/, \d{4}$/, '')}, ${rng.int(3, 6)}:00 PM \u2013 close`,
        ],
        [
          'Mail \u2014 ShiftLink Credentialing',
          `Reminder: upload your alcohol certificate by ${fmt(shiftDay, 'us_nz')}`,
        ],
        ['Messages', `${rng.pick(COWORKERS)}: can u cover ${fmt(shiftDay, 'us_short')}??`],
      ]),
      glare: { x: rng.int(-10, 55), y: rng.int(5, 55), r: rng.int(-25, 25) },
      pen: rng.pick(HANDS),
      font: FONTS.sans,
      sticky:
        o.sticky ??
        (rng.chance(0.5)
          ? rng.pick(['wifi: HarborGuest / tips4all', 'call Rob re: W-2', 'bank pin?? NO'])
          : ''),
      ...o,
    };
  };
  const data = (id, issue, exp) => ({
    ...(id ? { 'certificate.id': id } : {}),
    ...(issue ? { 'certificate.issue_date': issue } : {}),
    'certificate.expiration_date': exp,
  });
  const out = [];

  // 1 — TIPS On-Premise eCertificate PDF with a full expiration date
  {
    const p = k.person();
    const issue = addDays('2024-05-06', rng.int(0, 820));
    const exp = addYears(issue, 3);
    const no = `${rng.digits(7)}`;
    const co = rng.pick(COWORKERS);
    const f = mk({
      kind: 'pdf',
      tab: 'TIPS_eCertificate.pdf',
      file: `TIPS_eCertificate_${no}.pdf`,
      local: { user: p.first, dir: 'Downloads', name: `TIPS_eCertificate_${no}.pdf` },
      sticky: `${co} TIPS # ${rng.digits(7)} \u2014 send to Rob`,
    });
    f.inner = tipsCert({
      name: nameAs(p, rng.pick(['first_last', 'full', 'nick_last'])),
      course: rng.pick(['On-Premise 3.0', 'On-Premise (eTIPS online)']),
      no,
      iss: fmt(issue, 'long'),
      exp: fmt(exp, 'us'),
      state: rng.pick(['FL', 'GA', 'CO', 'NC']),
      trainer: rng.pick(['Deanna Whitcomb', 'eTIPS Online']),
      trainerId: rng.digits(6),
    });
    out.push({
      key: 'tips-ecertificate-pdf-full-expiration',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...data(no, issue, exp), ...personData('match', null) },
      note: `TIPS certificate ${no} in the PDF viewer: certification date ${issue}, expiration ${exp}; the sticky note on the bezel is a co-worker's (${co}) TIPS number, and the clock / toast dates are not the certificate's`,
    });
  }

  // 2 — Texas TABC seller-server certificate PDF, "valid two years from completion", no printed end
  {
    const p = k.person();
    const issue = addDays('2025-01-06', rng.int(0, 560));
    const exp = addYears(issue, 2);
    const no = `${rng.digits(9)}`;
    const f = mk({
      kind: 'pdf',
      tab: 'Certificate.pdf',
      file: 'Certificate (3).pdf',
      url: `lonestarpour.example/learner/certificate/${rng.digits(6)}/download`,
    });
    f.inner = tabcCert({
      rng,
      school: rng.pick(['LoneStar Pour Academy', 'Bluebonnet Server Training']),
      schoolNo: `SS-${rng.digits(5)}`,
      name: nameAs(p, rng.pick(['FIRST_LAST', 'first_mi_last'])),
      no,
      iss: fmt(issue, 'us'),
      score: `${rng.int(78, 100)}%`,
      printed: `${fmt(addDays(issue, rng.int(0, 200)), 'us')} ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} PM`,
    });
    out.push({
      key: 'tabc-certificate-pdf-valid-two-years',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...data(no, issue, exp), ...personData('match', null) },
      note: `TABC seller-server certificate ${no}, date of completion ${issue}, "valid for two (2) years from the date of completion", no end date printed → TABC 2 years → ${exp}; the printed-on date and the laptop clock are not issue dates`,
    });
  }

  // 3 — California RBS portal "My Certification" page in the browser
  {
    const p = k.person();
    const issue = addDays('2024-03-04', rng.int(0, 880));
    const trained = addDays(issue, -rng.int(2, 40));
    const exp = addYears(issue, 3);
    const no = `${rng.digits(7)}`;
    const f = mk({
      kind: 'web',
      tab: 'RBS Portal \u2014 My Certification',
      url: 'rbs-portal.abc.example.gov/server/certification',
    });
    f.inner = rbsPage({
      hi: p.nick || p.first,
      name: nameAs(p, rng.pick(['LAST_FIRST', 'first_last'])),
      status: 'CERTIFIED',
      no,
      provider: rng.pick([
        'Golden Coast Beverage Training (provider #1043)',
        'SafePour California LLC (provider #2217)',
      ]),
      trained: fmt(trained, 'us'),
      iss: fmt(issue, 'us'),
      exp: fmt(exp, 'us'),
    });
    out.push({
      key: 'california-rbs-portal-my-certification-page',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: [],
      forbidden: ['document expired', 'missing issue date', 'missing certificate id'],
      data: { ...data(no, issue, exp), ...personData('match', null) },
      note: `California RBS Server ID ${no}: training completed ${trained}, exam passed / certification date ${issue}, expires ${exp} (status CERTIFIED); the training-completed date is not the certification date`,
    });
  }

  // 4 — an expired Illinois BASSET certificate
  {
    const p = k.person();
    const issue = addDays('2022-06-13', rng.int(0, 420));
    const exp = addYears(issue, 3);
    const no = `${rng.digits(8)}`;
    const f = mk({
      kind: 'pdf',
      tab: `BASSET_${no}.pdf`,
      file: `BASSET_${no}.pdf`,
      local: { user: p.first, dir: 'Documents/certs', name: `BASSET_${no}.pdf` },
    });
    f.inner = bassetCert({
      rng,
      course: rng.pick(['On-Premise', 'Off-Premise']),
      name: nameAs(p, rng.pick(['first_last', 'LAST_FIRST'])),
      no,
      iss: fmt(issue, 'us'),
      exp: fmt(exp, 'us'),
      provider: rng.pick([
        'Windy City Server Ed (BASSET provider 00412)',
        'Prairie Hospitality Training (BASSET provider 01177)',
      ]),
    });
    out.push({
      key: 'basset-certificate-expired',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: ['document expired'],
      data: data(no, issue, exp),
      note: `BASSET certificate ${no}: training ${issue}, expiration ${exp} printed — before 2026-11-21; the current date on the laptop clock is not a renewal`,
    });
  }

  // 5 — ServSafe Alcohol exam results page, certificate still "processing"
  {
    const p = k.person();
    const issue = addDays('2026-10-26', rng.int(0, 16));
    const exp = addYears(issue, 3);
    const f = mk({
      kind: 'web',
      tab: 'ServSafe \u2014 Exam results',
      url: `www.servsafe.example/access/ss/Catalog/ExamResults?examId=${rng.digits(8)}`,
    });
    f.inner = servsafePage({
      hi: `${p.first} ${p.last[0]}.`,
      name: nameAs(p, rng.pick(['first_last', 'FIRST_LAST'])),
      course: rng.pick([
        'ServSafe Alcohol Primary \u2014 Online Proctored',
        'ServSafe Alcohol Advanced \u2014 Online Exam',
      ]),
      iss: fmt(issue, 'long'),
      score: `${rng.int(76, 97)}%`,
    });
    out.push({
      key: 'servsafe-alcohol-results-certificate-processing',
      person: requestPerson(p, { withDob: false }),
      html: render(f),
      rendering: 'photo',
      issues: ['missing certificate id'],
      forbidden: ['document expired', 'missing issue date'],
      data: { ...data(null, issue, exp), ...personData('match', null) },
      note: `ServSafe Alcohol exam passed ${issue} ("valid for three years from the exam date" → ${exp}), but the certificate is "Processing" with no number on the page → missing certificate id (flagged); the exam ID in the URL is not a certificate number`,
    });
  }

  // 6 — Louisiana responsible-vendor server permit; the client accepts Texas only
  {
    const p = k.person();
    const issue = addDays('2024-02-05', rng.int(0, 900));
    const exp = addYears(issue, 4);
    const no = `RV-${rng.digits(7)}`;
    const f = mk({
      kind: 'pdf',
      tab: 'Server Permit \u2014 ATC',
      file: `ServerPermit_${no}.pdf`,
      url: `atc.example.la.gov/rv/permit/print?id=${no}`,
    });
    f.inner = laPermit({
      rng,
      name: nameAs(p, rng.pick(['FIRST_MI_LAST', 'LAST_FIRST_MI'])),
      no,
      cls: rng.pick(['On-premise server / bartender', 'Off-premise clerk']),
      iss: fmt(issue, 'us'),
      exp: fmt(exp, 'us'),
    });
    out.push({
      key: 'louisiana-server-permit-texas-only-client',
      person: requestPerson(p, { withDob: false }),
      rules: { accepted_jurisdictions: ['TX'] },
      html: render(f),
      rendering: 'photo',
      issues: ['unsupported jurisdiction'],
      forbidden: ['document expired'],
      data: data(no, issue, exp),
      note: `a current Louisiana responsible-vendor server permit ${no} (${issue} – ${exp}, printed); the client accepts Texas only`,
    });
  }
  return out;
}
