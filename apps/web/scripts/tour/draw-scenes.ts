/**
 * Draws one frame of a tour video on the page's canvas, for time `t` in seconds. The pictures are
 * wordless sketches of the portal (bars stand for text) so that one video serves every language
 * and every organisation; the narration is in the caption tracks.
 *
 * This function runs inside Chromium (passed to `page.evaluate`), so it must not use anything
 * from outside its own body.
 */
export function drawTourFrame({ scene, t }: { scene: 'find-a-program' | 'study-online'; t: number }): string {
  const canvas =
    document.querySelector('canvas') ?? document.body.appendChild(document.createElement('canvas'));
  canvas.width = 960;
  canvas.height = 540;
  const c = canvas.getContext('2d');
  if (!c) throw new Error('no 2d context');

  const colour = {
    page: '#f6f7f9',
    primary: '#174a7c',
    dark: '#0f3358',
    accent: '#a64910',
    gold: '#f3c969',
    line: '#cfd6df',
    text: '#4a5566',
    white: '#ffffff',
    green: '#2e7d32',
  };
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const ease = (v: number) => {
    const x = clamp(v);
    return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
  };
  /** Progress from 0 to 1 between two times. */
  const span = (from: number, to: number) => ease((t - from) / (to - from));
  const mix = (a: number, b: number, p: number) => a + (b - a) * p;

  const box = (x: number, y: number, w: number, h: number, fill: string, r = 8) => {
    c.fillStyle = fill;
    c.beginPath();
    c.roundRect(x, y, w, h, r);
    c.fill();
  };
  const outline = (x: number, y: number, w: number, h: number, stroke: string, r = 8, width = 2) => {
    c.strokeStyle = stroke;
    c.lineWidth = width;
    c.beginPath();
    c.roundRect(x, y, w, h, r);
    c.stroke();
  };
  /** A line of "text": a rounded bar. */
  const text = (x: number, y: number, w: number, fill = colour.line, h = 10) => box(x, y, w, h, fill, h / 2);
  const circle = (x: number, y: number, r: number, fill: string) => {
    c.fillStyle = fill;
    c.beginPath();
    c.arc(x, y, r, 0, Math.PI * 2);
    c.fill();
  };
  const tick = (x: number, y: number, size: number, stroke: string) => {
    c.strokeStyle = stroke;
    c.lineWidth = size / 5;
    c.lineCap = 'round';
    c.lineJoin = 'round';
    c.beginPath();
    c.moveTo(x - size / 2, y);
    c.lineTo(x - size / 8, y + size / 3);
    c.lineTo(x + size / 2, y - size / 3);
    c.stroke();
  };
  const cursor = (x: number, y: number, pressed: boolean) => {
    if (pressed) {
      c.globalAlpha = 0.35;
      circle(x, y, 22, colour.primary);
      c.globalAlpha = 1;
    }
    c.fillStyle = '#1c2430';
    c.strokeStyle = colour.white;
    c.lineWidth = 2;
    c.beginPath();
    c.moveTo(x, y);
    c.lineTo(x, y + 26);
    c.lineTo(x + 7, y + 20);
    c.lineTo(x + 12, y + 31);
    c.lineTo(x + 17, y + 29);
    c.lineTo(x + 12, y + 18);
    c.lineTo(x + 20, y + 18);
    c.closePath();
    c.fill();
    c.stroke();
  };
  /** A cursor travelling along stops: [time, x, y], pressed briefly at the listed click times. */
  const travel = (stops: [number, number, number][], clicks: number[]) => {
    let [, x, y] = stops[0] ?? [0, 0, 0];
    for (let i = 1; i < stops.length; i++) {
      const from = stops[i - 1];
      const to = stops[i];
      if (!from || !to) continue;
      const p = span(from[0], to[0]);
      x = mix(from[1], to[1], p);
      y = mix(from[2], to[2], p);
    }
    cursor(
      x,
      y,
      clicks.some((at) => t >= at && t < at + 0.35),
    );
  };
  const browser = () => {
    c.fillStyle = '#dfe5ec';
    c.fillRect(0, 0, 960, 540);
    box(40, 24, 880, 492, colour.white, 14);
    box(40, 24, 880, 36, '#e9edf2', 14);
    c.fillStyle = '#e9edf2';
    c.fillRect(40, 44, 880, 16);
    circle(64, 42, 6, '#f28b82');
    circle(84, 42, 6, colour.gold);
    circle(104, 42, 6, '#81c995');
    text(140, 36, 360, colour.white, 12);
    c.save();
    c.beginPath();
    c.rect(40, 60, 880, 456);
    c.clip();
    c.fillStyle = colour.page;
    c.fillRect(40, 60, 880, 456);
  };
  const header = (highlight: number) => {
    c.fillStyle = colour.white;
    c.fillRect(40, 60, 880, 52);
    box(60, 72, 28, 28, colour.primary, 6);
    text(98, 81, 120, colour.primary, 10);
    const items = [560, 636, 712];
    items.forEach((x, i) => {
      if (i === 1 && highlight > 0) {
        c.globalAlpha = highlight;
        box(x - 8, 74, 74, 24, '#e8f0f8', 12);
        c.globalAlpha = 1;
      }
      text(x, 81, 58, i === 1 && highlight > 0.5 ? colour.primary : '#9aa5b4');
    });
    box(800, 72, 96, 28, colour.primary, 8);
    text(822, 82, 52, colour.white);
  };

  const findAProgram = () => {
    browser();
    const onProgramPage = t >= 7.5;
    const dialog = span(13.6, 14.1);
    if (!onProgramPage) {
      // Landing page: banner and program cards.
      box(40, 112, 880, 200, colour.dark, 0);
      text(80, 160, 320, colour.white, 22);
      text(80, 194, 260, colour.white, 22);
      text(80, 236, 360, '#9fb6cf');
      text(80, 254, 300, '#9fb6cf');
      box(80, 276, 150, 26, colour.white, 6);
      circle(740, 212, 78, '#24557f');
      box(690, 190, 100, 70, colour.gold, 4);
      [0, 1, 2].forEach((i) => {
        const x = 80 + i * 280;
        box(x, 340, 250, 150, colour.white, 10);
        outline(x, 340, 250, 150, '#e1e6ec', 10, 1);
        text(x + 20, 362, 120, '#1c2430', 14);
        [0, 1, 2].forEach((j) => {
          text(x + 20, 396 + j * 26, 190 - j * 30, '#9fb6cf');
        });
      });
      header(span(2.6, 3.2));
      // The Programs panel.
      const open = span(3.6, 4.0) * (1 - span(7.0, 7.4));
      if (open > 0) {
        c.globalAlpha = open;
        const y = 104 + (1 - open) * -12;
        c.shadowColor = 'rgba(0,0,0,0.18)';
        c.shadowBlur = 24;
        box(330, y, 560, 220, colour.white, 10);
        c.shadowBlur = 0;
        [0, 1, 2].forEach((col) => {
          const x = 354 + col * 180;
          text(x, y + 24, 90, colour.accent, 9);
          [0, 1, 2, 3].forEach((row) => {
            const chosen = col === 1 && row === 1 && t >= 5.8;
            if (chosen) box(x - 8, y + 48 + row * 36, 160, 28, '#e8f0f8', 6);
            text(
              x,
              y + 58 + row * 36,
              140 - ((row * 23 + col * 17) % 50),
              chosen ? colour.primary : '#7b8796',
            );
          });
        });
        c.globalAlpha = 1;
      }
      travel(
        [
          [0, 860, 470],
          [1.2, 860, 470],
          [3.0, 672, 90],
          [4.6, 672, 90],
          [6.2, 600, 202],
        ],
        [3.4, 6.6],
      );
    } else {
      // Program page: title, tabs, text and an Apply button.
      const enter = span(7.5, 8.1);
      c.globalAlpha = enter;
      box(40, 112, 880, 130, colour.primary, 0);
      text(80, 150, 380, colour.white, 24);
      text(80, 190, 240, '#9fb6cf');
      const tabs = [0, 1, 2];
      const active = t < 9 ? 0 : t < 10.2 ? 1 : 2;
      tabs.forEach((_, i) => {
        const x = 80 + i * 130;
        text(x, 268, 90, i === active ? colour.primary : '#9aa5b4', 12);
        if (i === active) box(x, 288, 90, 4, colour.primary, 2);
      });
      [0, 1, 2, 3, 4, 5].forEach((row) => {
        text(80, 320 + row * 26, 520 - ((row * 71 + active * 40) % 180));
      });
      const pulse = t > 12.5 && t < 13.6 ? 1 + 0.06 * Math.sin((t - 12.5) * 12) : 1;
      c.save();
      c.translate(780, 190);
      c.scale(pulse, pulse);
      box(-80, -24, 160, 48, colour.accent, 10);
      text(-44, -6, 88, colour.white, 12);
      c.restore();
      c.globalAlpha = 1;
      header(0);
      travel(
        [
          [7.5, 600, 202],
          [8.6, 230, 274],
          [9.8, 360, 274],
          [11.0, 360, 274],
          [12.4, 790, 196],
        ],
        [8.7, 9.9, 13.4],
      );
    }
    if (dialog > 0) {
      c.globalAlpha = dialog * 0.45;
      c.fillStyle = '#000000';
      c.fillRect(40, 60, 880, 456);
      c.globalAlpha = dialog;
      box(330, 150, 300, 280, colour.white, 12);
      box(456, 172, 48, 48, colour.primary, 10);
      text(410, 240, 140, '#1c2430', 14);
      outline(360, 274, 240, 36, colour.line, 6);
      outline(360, 322, 240, 36, colour.line, 6);
      box(360, 376, 240, 36, colour.primary, 6);
      text(440, 389, 80, colour.white);
      c.globalAlpha = 1;
    }
    c.restore();
  };

  const studyOnline = () => {
    browser();
    // Signed-in frame: header and sidebar.
    c.fillStyle = colour.white;
    c.fillRect(40, 60, 880, 52);
    box(60, 72, 28, 28, colour.primary, 6);
    text(98, 81, 120, colour.primary);
    circle(880, 86, 14, '#e8f0f8');
    c.fillStyle = colour.dark;
    c.fillRect(40, 112, 150, 404);
    [0, 1, 2, 3, 4, 5].forEach((i) => {
      if (i === 1) box(50, 128 + i * 40, 130, 30, '#24557f', 6);
      text(64, 138 + i * 40, 90 - ((i * 19) % 30), '#9fb6cf');
    });
    // The course player: video and unit list.
    const fade = 1 - span(11.6, 12.2);
    c.globalAlpha = Math.max(fade, 0.15);
    box(214, 132, 470, 264, '#1c2430', 10);
    const played = span(1.2, 4.6) * 0.62 + span(9.2, 11.4) * 0.38;
    if (t < 1.2) {
      c.fillStyle = colour.white;
      c.beginPath();
      c.moveTo(430, 234);
      c.lineTo(430, 294);
      c.lineTo(480, 264);
      c.closePath();
      c.fill();
    } else {
      circle(449, 264, 46, '#2a3a4f');
      box(432, 242, 12, 44, colour.white, 3);
      box(454, 242, 12, 44, colour.white, 3);
    }
    box(234, 370, 430, 6, '#3a4a5f', 3);
    box(234, 370, 430 * played, 6, colour.gold, 3);
    [0, 1, 2, 3, 4].forEach((i) => {
      const y = 132 + i * 54;
      box(704, y, 196, 44, colour.white, 8);
      const done = (i === 0 && t > 4.4) || (i === 1 && t > 8.4) || (i > 1 && t > 10.4 + i * 0.3);
      circle(726, y + 22, 11, done ? colour.green : '#e1e6ec');
      if (done) tick(726, y + 22, 12, colour.white);
      text(746, y + 17, 130 - i * 12, '#7b8796');
    });
    text(214, 414, 300, '#7b8796');
    box(214, 440, 470 * Math.min(1, 0.2 + played * 0.8), 10, colour.primary, 5);
    outline(214, 440, 470, 10, '#c8d2de', 5, 1);
    c.globalAlpha = 1;
    // A quiz question.
    const quiz = span(4.8, 5.4) * (1 - span(8.8, 9.2));
    if (quiz > 0) {
      c.globalAlpha = quiz;
      const y = 150 + (1 - quiz) * 30;
      c.shadowColor = 'rgba(0,0,0,0.2)';
      c.shadowBlur = 24;
      box(280, y, 400, 270, colour.white, 12);
      c.shadowBlur = 0;
      text(310, y + 30, 300, '#1c2430', 14);
      [0, 1, 2, 3].forEach((i) => {
        const oy = y + 74 + i * 46;
        const chosen = i === 1 && t >= 7.0;
        outline(310, oy, 340, 36, chosen ? colour.green : colour.line, 8, chosen ? 3 : 2);
        circle(332, oy + 18, 8, chosen ? colour.green : '#e1e6ec');
        text(352, oy + 13, 220 - i * 30, '#7b8796');
        if (chosen && t >= 7.8) {
          circle(630, oy + 18, 13, colour.green);
          tick(630, oy + 18, 13, colour.white);
        }
      });
      travel(
        [
          [4.8, 620, 470],
          [6.6, 420, 224 + 50],
          [8.8, 420, 274],
        ],
        [7.0],
      );
      c.globalAlpha = 1;
    }
    // Progress complete, then the certificate.
    const certificate = span(12.0, 12.8);
    if (certificate > 0) {
      c.globalAlpha = certificate;
      const y = 140 + (1 - certificate) * 40;
      c.shadowColor = 'rgba(0,0,0,0.2)';
      c.shadowBlur = 28;
      box(290, y, 420, 290, '#fff8e6', 10);
      c.shadowBlur = 0;
      outline(304, y + 14, 392, 262, colour.gold, 6, 3);
      text(400, y + 50, 200, colour.dark, 16);
      text(360, y + 96, 280, '#b49a5e');
      text(380, y + 118, 240, '#b49a5e');
      text(430, y + 170, 140, colour.dark, 14);
      circle(640, y + 232, 26, colour.accent);
      circle(640, y + 232, 15, colour.gold);
      const bob = t > 13.2 ? Math.sin((t - 13.2) * 8) * 4 : 0;
      box(330, y + 212, 120, 40, colour.primary, 8);
      c.strokeStyle = colour.white;
      c.lineWidth = 3;
      c.beginPath();
      c.moveTo(390, y + 220 + bob);
      c.lineTo(390, y + 238 + bob);
      c.moveTo(382, y + 231 + bob);
      c.lineTo(390, y + 239 + bob);
      c.lineTo(398, y + 231 + bob);
      c.stroke();
      c.globalAlpha = 1;
    }
    c.restore();
  };

  if (scene === 'find-a-program') findAProgram();
  else studyOnline();
  return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length);
}
