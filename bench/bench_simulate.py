"""Throughput of `crossfire simulate` (random policy, no invariant checks): prints games/s."""

from __future__ import annotations

import json
import subprocess
import sys


def main() -> None:
    cases = [("crossfire", 2), ("crossfire", 3), ("crossfire", 4), ("extraction", 1), ("extraction", 4),
             ("dragon_fight", 4)]
    for mission, runners in cases:
        out = subprocess.run(
            [sys.executable, "-m", "crossfire_desktop", "simulate", "--mission", mission, "--runners", str(runners),
             "--games", "100", "--seed", "1", "--json"], capture_output=True, text=True, check=False)
        if out.returncode not in (0, 1) or not out.stdout.strip():
            print(f"{mission:>13} x{runners}: failed: {out.stderr.strip()[:200]}")
            continue
        r = json.loads(out.stdout)
        print(f"{mission:>13} x{runners}: {r['games_per_second']:7.1f} games/s  {r['actions'] / r['seconds']:8.0f} actions/s  "
              f"wins {r['wins']:3} aborts {r['aborts']:3} losses {r['losses']:3}  mean rounds {r['mean_rounds']:5}  "
              f"violations {r['invariant_violations']}  errors {len(r['errors'])}")


if __name__ == "__main__":
    main()
