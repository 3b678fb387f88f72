/**
 * The overlay's stylesheet, for a 1920×1080 browser source: a transparent page without scrollbars,
 * sized in rem from the width (1rem is 16 px at 1920 px wide, so 1280×720 scales down alike), the
 * graphics inside the 5 % action-safe margin (6rem).
 */
export const OVERLAY_STYLES = `
html, body { margin: 0; padding: 0; width: 100%; height: 100%; overflow: hidden; background: transparent; }
html { font-size: calc(100vw / 120); }
body { color: #fff; font-family: "Segoe UI", "Helvetica Neue", Arial, sans-serif; -webkit-font-smoothing: antialiased; }
[hidden] { display: none !important; }
#stage { position: relative; width: 100vw; height: 100vh; overflow: hidden; }

#score-bug { position: absolute; top: 3.5rem; left: 6rem; display: flex; align-items: stretch; height: 3.25rem;
  font-size: 1.75rem; font-weight: 700; line-height: 1; box-shadow: 0 .25rem 1rem rgba(0, 0, 0, .45); }
#score-bug > span { display: flex; align-items: center; justify-content: center; white-space: nowrap; }
#score-bug .team { background: #14213d; padding: 0 1.1rem; min-width: 5.5rem; text-transform: uppercase;
  letter-spacing: .06em; }
#score-bug .score { background: #fca311; color: #14213d; min-width: 2.75rem; padding: 0 .5rem;
  font-variant-numeric: tabular-nums; }
#score-bug .score.away { border-left: .125rem solid #14213d; }
#score-bug .clock-box { background: #000; padding: 0 1rem; gap: .75rem; }
#clock { font-variant-numeric: tabular-nums; min-width: 5.2rem; text-align: center; }
#period { font-size: 1.1rem; font-weight: 600; color: #fca311; }
#period:empty { display: none; }

#lower-third { position: absolute; left: 6rem; bottom: 6rem; display: flex; align-items: stretch;
  min-width: 42rem; max-width: 108rem; height: 5.5rem; box-shadow: 0 .25rem 1rem rgba(0, 0, 0, .45); }
#lower-third .tag { display: flex; align-items: center; background: #fca311; color: #14213d; padding: 0 1.5rem;
  font-size: 1.75rem; font-weight: 800; text-transform: uppercase; letter-spacing: .06em; white-space: nowrap; }
#lower-third .body { flex: 1; display: flex; flex-direction: column; justify-content: center; background: #14213d;
  padding: 0 1.75rem; overflow: hidden; }
#lower-third .line { display: flex; align-items: baseline; gap: 1rem; white-space: nowrap; }
#scorer-name { font-size: 2.25rem; font-weight: 700; overflow: hidden; text-overflow: ellipsis; }
#scorer-name:empty { display: none; }
#scorer-minute { font-size: 1.75rem; font-weight: 600; color: #fca311; font-variant-numeric: tabular-nums; }
#scorer-team { font-size: 1.25rem; opacity: .85; text-transform: uppercase; letter-spacing: .05em; }

#banner { position: absolute; top: 1rem; right: 1rem; max-width: 40rem; padding: .5rem .9rem; border-radius: .3rem;
  background: rgba(20, 33, 61, .88); color: #fff; font-size: 1rem; font-weight: 600; }
#banner.fatal { background: rgba(164, 22, 26, .92); }

#key-form { position: absolute; top: 50%; left: 50%; transform: translate(-50%, -50%); width: 36rem; padding: 1.5rem;
  border-radius: .5rem; background: rgba(0, 0, 0, .85); font-size: 1.1rem; }
#key-form label { display: block; font-weight: 700; margin-bottom: .5rem; }
#key-form input { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; font-family: monospace; }
#key-form button { margin-top: .75rem; padding: .4rem 1rem; font: inherit; cursor: pointer; }
#key-message { margin: .75rem 0 0; }
`;
