<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name></name>
    <message>
        <source>The card data is invalid, so the game can&apos;t start:
{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossfire Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not changed: {field} {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed: the campaign file {file} can&apos;t be read any more, and a file that can&apos;t be read is never written over. &quot;Save this campaign&quot; sets the broken file aside (kept) and saves the campaign as shown here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign could not be saved, nothing changed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign could not be saved: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved. The unreadable file was kept as {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (at {where})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Can&apos;t be read: {file} — {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} runners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} can&apos;t be read: {problem}. The file was kept as it is; nothing will be written over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A readable backup from before its last save exists ({backup}): Open the backup to go on from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no readable backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set it aside renames the file (its contents kept) so it leaves this list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of a new campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set it aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import as a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the stored one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaigns could not be listed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaigns yet: type a name above and press New campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t open “{name}”. {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup can&apos;t be read either. {why}. Both files were kept as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup could not be restored: {why}. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored the backup {backup}. The broken file was kept as {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} could not be set aside: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} was renamed to {new} in {folder}, its contents kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its backup {backup} is kept too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a name for the new campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A campaign name has at most {n} characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a campaign called “{name}”: pick another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created “{name}”. Open it to add runners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (imported {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported. {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaced “{name}” with the imported file; the stored one&apos;s previous version is kept as its backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” is already in your campaigns (stored as “{existing}”). Import it as a copy next to it, or replace the stored one with this file: the stored one&apos;s previous version is kept as its backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already another campaign called “{existing}”. Import this one as a copy, under another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a campaign that can be read to export it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to another folder: this one holds the program&apos;s own saves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was exported. {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported “{name}” to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click runner cards to choose who plays (1-4); the last one clicked is the one the buttons below act on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the unreadable campaign file aside (it is kept, renamed) and save the campaign as shown here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New runner&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{m} (HP {hp}, {cards} cards, {nuyen}¥)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the runner picked last the name typed on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release from mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mission this runner joined will never be recorded: free the runner (no Karma, nothing in the history)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the mission this runner is in (finished or not) to play on or record it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a table mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award Karma for a mission played with the physical game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runners yet: name one below and add them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a mission with {n} runner(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade shop: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team has at most four runners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the new runner&apos;s name first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} joined the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a runner and type the new name on the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renamed {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the campaign&apos;s new name first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another campaign is already called {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign is now called {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, release them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release {team} from their mission? Its result can then never be recorded: no Karma and nothing in their history. Click again to confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} can play and shop again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the runner cards of the team first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defeat it with {n}× [{c}] damage, or {m} damage of any color.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reward: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BOSS · {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} LVL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage: {dmg}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASSIST: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} Crossfire {n}+: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timebomb: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CROSSFIRE EVENT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REQUIRES {type}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BOSS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} level(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage: [{c}]. Clears one [{c}] box, or counts 1 toward a number box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage: {dmg}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Client&apos;s turn: the Client plays no cards; only assists can be played, by runners holding one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: drag an assist card onto an obstacle, then end the Client&apos;s turn (Space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} can assist (Assist…). Then {decider} ends the Client&apos;s turn (Space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody holds an assist to play: {decider} ends the Client&apos;s turn (Space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Client has no hand: a runner holding an assist plays it with the Assist… button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} ({ability})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card&apos;s ability failed: {what}, the action was taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details are in {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish this decision first: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission: {k} Karma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ×{n}: +{k} Karma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same mission and team, newly shuffled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay this seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same mission and team, shuffled exactly as this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post-mission: record Karma in the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission Karma for each runner, before the campaign&apos;s scaling: {k}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Karma earned by each runner: {k}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>staggered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Client: HP {hp}/{max}, {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({meta}): HP {hp}/{max}, {nuyen}¥, {cards} cards, {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner}&apos;s upgrade {upgrade}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} uses its ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} uses an ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission track, round {round}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mission marker moves to round {round}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source}: {runner} can&apos;t {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: X is {x}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} takes {card} from the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} replaces {old} with {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} hits every obstacle facing {runner}: {obstacles}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} reveals {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} returns to {runner}&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{obstacle} is revealed from the obstacle deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{obstacle} is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {n} level damage marker(s) to place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: a second marker on {target} is taken back (different obstacles only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} {what} instead of healing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} deals 1 extra {color} damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} goes into {runner}&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {obstacle} can&apos;t attack this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boss shows its {side} side, facing {runner}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{obstacle} has {colored}/{cn} damage of its color, {total}/{tn} in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} cancels {obstacle}&apos;s ability until the next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {obstacle} has no abilities for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click it again, or drop it on your hand, to buy it (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table (no target) and placed cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a card first (keys 1-9), then a target (Tab), then Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} bought {sticker}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} — {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} bought {sticker} in slot {slot} for {cost} Karma (total {total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} bought {sticker} in slot {slot}, covering {covered}, for {cost} Karma (total {total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (bonus: {challenges})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} +{karma}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (−{penalty} for Karma in upgrades)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} — {result}{bonus}: {lines}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded by {by}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sticker}: printed value {karma} Karma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It covers {covered} in slot {slot}; a covered sticker no longer counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put in a new slot: slot {slot}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the printed value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed value + 10 outside the first slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value in that slot: {cost} Karma ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner}&apos;s upgrades total after: {total} Karma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner}: base {base} + bonus {bonus}; Karma in upgrades {upgrades}, penalty −{penalty}; awarded +{karma}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing recorded yet: mission awards and sticker purchases show here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, undo it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger is empty: nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo last: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sticker} comes off {runner}&apos;s slot {slot}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Karma it gave is taken back and it leaves each runner&apos;s history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo #{seq} ({what})? {effect}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: #{seq} {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placed here: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} → {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name}: show my cards (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round&apos;s Crossfire step, then each runner&apos;s five turn steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track {r}/{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {r}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client HP {hp}/{max}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boss: {boss}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scene {n}/3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossfire level {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck {d} · discard {x}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} {n}+ {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LIVE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No active event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is autosaved after every action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave to the start screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Crossfire?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is autosaved: Continue on the start screen picks it up where you left it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your {what} file can&apos;t be read, so the defaults are in use: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your {what} file can&apos;t be read ({why}); it was kept as {file} and the defaults are in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>display preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Display preferences not saved: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings not saved: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings saved. The unreadable settings file was kept as {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign game could not be saved under its own name: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous autosave couldn&apos;t be read; it was kept as {file}. Autosaving again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Karma scaling for {mission}, by Karma in upgrades: {bands}; each further {step} (or part of it): another {minus}1. It cuts mission and bonus Karma together, never below 0. Karma in upgrades counts the top stickers, +10 outside the first slot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record Karma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus challenges taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runners who played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip for now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the campaign without recording: the runners keep waiting for this result (no stickers) until it is recorded or they are released.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the campaign without recording anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: in a mission in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record or release that mission first (from the campaign page).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (+{k} Karma)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post-mission: {mission}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}{times} (+{k} Karma)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bonus challenges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus challenges: {list}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus challenges only pay on a win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mission} Karma scaling: {band} Karma in upgrades gives {cut}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the full award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A loss earns no Karma: nothing to scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded in {campaign} (ledger entry #{n}) — undo it from the campaign&apos;s ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mission is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{obstacle} loses {n} level(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply to {obstacle}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key {n}, or Tab to the obstacle then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply all (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the Client&apos;s turn (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish playing (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picked {n} (between {a} and {b})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>someone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rounds} round(s), {turns} turn(s) · {n} obstacle(s) defeated · Crossfire level {lvl}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most damage taken: {name} ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runner took damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What hurt most: {card} ({n} damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Went staggered: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody was staggered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Went critical: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody went critical.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nuyen spent: {parts} ({total}¥ in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No nuyen spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search rules and keywords (e.g. staggered, assist, timebomb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing matches “{q}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{metatype} · {hp} HP · {cards} cards · {nuyen}¥</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No missions yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} {word}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} mission(s): {parts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{date} · {mission} — {result}, +{karma} Karma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Karma earned {earned} · in upgrades {total} · free {free}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>covers {n}: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot 1: printed Karma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot {n}: +{extra} Karma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot {n}: {name} — {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has no upgrades yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(effect unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot {n} — {name} ({value} Karma): {effect}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (no effect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a mission in progress: no stickers until its result is recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UPGRADE SLOTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Karma earned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>earned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in upgrades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upgrades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>covers {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} · total {after} of {karma}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not allowed · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STAGGERED: at 0 HP; draw 1 at the start of your turn; no draw and no buying.
CRITICAL: knocked out; turns are skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes {n} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP {hp}/{max}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✚ CRITICAL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ STAGGERED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep alive: staggered = mission lost · can be assisted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrades: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This team can&apos;t start: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus challenges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team (each role held exactly once; the first role listed is the main role)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metatype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} holds {role}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign {name}: Karma and stickers are recorded after the mission.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no stickers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} brings: {stickers}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHADOWRUN: CROSSFIRE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cooperative deck-builder, for 1-4 runners at one desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on with the autosaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load its backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the version saved before the last write; the broken file is kept as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(autosave)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved games yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a hand-off screen between runners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One player plays every runner (no hand-offs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language applies the next time you start the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UI scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume of the table sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mute sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language applies the next time you start the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} Karma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} Karma ({karma} + {extra})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot {n} (new)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot {n}, covering {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}:{sep}{cost} → {after} of {karma} earned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can buy: costs {n} (covers slot {slot})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can buy: costs {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs {needed} Karma, has {karma}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has it already (slot {slot_number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in a mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sticker is worth its printed Karma in slot 1 and 10 more in any other slot. Only the top sticker of a slot counts, and the total never exceeds the Karma earned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by name or effect (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected sticker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where to put it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the campaign (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This runner is no longer in the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade shop — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only what {name} can buy now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — {karma} Karma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a sticker in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy for {n} Karma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bought {sticker} for {n} Karma (undo it from the campaign&apos;s ledger)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table: drop a card here to play it with no target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this game under a name (Ctrl+S); it is also autosaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause menu: save, rules, settings, leave (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assist…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another runner plays an assist card (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done assisting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand the screen back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black Market · deck {d} · discard {x}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (assisting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s hand{role} · keys 1-9 pick, Tab targets, Enter plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the save:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as {name} ({file}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} decides now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} may play an assist card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} assists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} costs {cost}¥ and you have {nuyen}¥.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} clears {n} level(s) of {obstacle}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} puts {have} of the {need} damage on {obstacle}&apos;s number box: nothing clears yet, and it is lost at the end of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} damages the boss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is played on the table (no target).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} deals no damage here: play it on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colorless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} clears nothing on {obstacle}: {colors} damage can&apos;t clear a {need} box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} clears nothing on {obstacle}: not enough damage for its {need} box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} clears nothing on {obstacle}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its ability adds more (see the card).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Black Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That ability can&apos;t be used now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is already there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source}: {runner} can&apos;t buy cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source}: you can&apos;t play more than {n} cards on your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not in {runner}&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not one of the cards you may play now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose between {min} and {max} (you chose {got}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a valid move ({field} = {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must play one of the offered cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has no assist ability: only its owner can play it on their own turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not one of the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That placed card is no longer there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That target is no longer in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not in the Black Market row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is {decider}&apos;s decision, not {runner}&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No damage is placed at {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That damage can only be dealt to an obstacle, not to a boss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} REQUIRES a {type} card played this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} is critical and can&apos;t assist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t undo: a hidden card was revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That can&apos;t be done now (the game waits for {expected}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed ({code}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner}: play cards (drag a card onto an obstacle), then finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner}: apply damage, one obstacle at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner}: buy cards from the Black Market, then end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner}: you may buy one card from the Black Market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a runner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {n} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose which ability happens first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner}: the scene is over - you may buy one card from the Black Market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner}: the mission track lets you buy one card from the Black Market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black Market Contacts: {runner}, you may buy one card now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an obstacle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a card to cancel this obstacle&apos;s ability until the next turn?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner}: take an obstacle facing the Client (its color matches one of your roles), or leave them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backdoor: choose an obstacle to treat as having no text for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coordinated Attack: choose another runner to draw 1 card and play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coordinated Attack: {runner}, play one card now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covering Fire: choose an obstacle that can&apos;t attack this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fireball: choose up to 3 different obstacles for its level damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guiding Spirit: discard your hand and draw that many cards?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hack the World: choose a Black Market card costing 6 or less to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Icon Grab: choose the color of its extra damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deathtouch: put the revealed cards back in the order you choose (top first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair Programming: play a card from another runner&apos;s discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair Programming: discard a HACKING card to play a card of any cost?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retrieval Agent: return a HACKING card from your discard to your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remington Roomsweeper: choose the runner whose obstacles it hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aztechnology Striker: take this runner&apos;s obstacle to face you (or none)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monofilament Whip: choose an obstacle facing another runner to face you (or none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big Plans: move an obstacle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the color of the extra damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a damage of that color to turn into 2 colorless damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfect Focus: choose the color of the two cards to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfect Focus: choose the card to take from your discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fourth Wind: take a basic card of the same color from your discard?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fundamentals: choose a basic card to add to your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each time you would heal, you can take something else instead: choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Living Fast: put the card into your discard to pay 1 nuyen less?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an obstacle to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the runner it will face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prep Work: {runner}, you may buy one card to start the game with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use your once-per-Scene upgrade on this card?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shock Frills: choose an obstacle facing you to take 2 levels of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True Pro: choose the basic card to replace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Team, Your Rules: pay 1 nuyen to draw a card?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide: {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{obstacle} loses %n level(s) ({total} cleared).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Mission accomplished!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team got out: abort run successful.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mission failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something happened: {code}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the obstacle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on without doing this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tutorial · {i} of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &lt;b&gt;{c}&lt;/b&gt; box (only {c} damage clears it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &lt;b&gt;{n}&lt;/b&gt; (any {n} damage, any colours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to &lt;b&gt;Shadowrun: Crossfire&lt;/b&gt;. This guided Extraction is played solo: you hold all four roles. The team (you) must keep the &lt;b&gt;Client&lt;/b&gt; alive until round 7.&lt;br&gt;&lt;br&gt;Each callout points at part of the table; when it asks for an action, do it on the table itself. &lt;b&gt;Next&lt;/b&gt; moves on, &lt;b&gt;Skip tutorial&lt;/b&gt; leaves you to play. F1 opens the rules reference at any time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every round begins with a &lt;b&gt;Crossfire event&lt;/b&gt; (here: {event}). The &lt;b&gt;Crossfire level&lt;/b&gt; is the number of events in the Crossfire discard: now {level}. Effects marked &lt;b&gt;N+&lt;/b&gt; only happen at level N or more, so things get worse as rounds pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the &lt;b&gt;Client&lt;/b&gt;: {hp} HP, no cards. New obstacles arrive facing the Client, and the Client takes a turn after yours each round. If the Client is staggered (0 HP), the mission is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of your turn you may take one obstacle facing the Client whose colour matches one of your roles. Protect the Client: choose &lt;b&gt;1&lt;/b&gt; ({obstacle}) in the decision panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{obstacle} now faces you. Read its &lt;b&gt;damage track&lt;/b&gt; from left to right: {track}. Boxes are cleared in order. Its Attack Strength is {attack}: in &lt;b&gt;Take Damage&lt;/b&gt; it hits the runner it faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 1, &lt;b&gt;Play Cards&lt;/b&gt;. Each card&apos;s damage symbols are in its top-left corner. Drag every card of your hand onto {obstacle}: two black Quick Shots make the 2, red Street Smarts clears the red box, and Mana&apos;s blue damage pays the 1. The preview on the obstacle shows what will be cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done playing? Press &lt;b&gt;Finish playing&lt;/b&gt; (or Space). Until then you may still drag placed cards to another obstacle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 2, &lt;b&gt;Apply Damage&lt;/b&gt;: click {obstacle} to apply the damage placed next to it. Coloured boxes took their colour, the numbered ones took any damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 3, &lt;b&gt;Take Damage&lt;/b&gt; happened on its own: every obstacle still facing you attacked, so you have {hp} of {max} HP. At 0 HP you would be &lt;b&gt;staggered&lt;/b&gt;; hit again while staggered you go &lt;b&gt;critical&lt;/b&gt;, and in Extraction that loses the mission.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 5, &lt;b&gt;End Turn&lt;/b&gt;: press &lt;b&gt;End turn&lt;/b&gt; (or Space). You may buy more first if you have the nuyen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is the whole turn: play, apply damage, take damage, draw &amp; buy, end. Keep the Client alive until round 7! A refused move says why, with a &lt;b&gt;Rules&lt;/b&gt; link; F1 opens the rules reference and glossary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now click {obstacle} to apply the assist&apos;s damage. After the Client&apos;s turn, round 2 begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the Client&apos;s turn as you finish yours: press &lt;b&gt;Finish playing&lt;/b&gt; (or Space), then apply the assist&apos;s damage. After the Client&apos;s turn, round 2 begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} begins with a new event. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &lt;b&gt;Crossfire level&lt;/b&gt; is still 0: when the Client&apos;s turn ended no obstacle faced anyone, so the old event went under the Crossfire deck instead of the discard, and its &lt;b&gt;Timebomb&lt;/b&gt; never went off. Each event that reaches the discard raises the level by one, and N+ effects wake up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The old event went to the Crossfire discard, so the &lt;b&gt;Crossfire level&lt;/b&gt; is now {level}. It rises every round. Clear every obstacle by the end of a turn and the event goes under the deck instead: no rise, and its &lt;b&gt;Timebomb&lt;/b&gt; never goes off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 4, &lt;b&gt;Draw &amp; Buy&lt;/b&gt;: you held 3 cards or fewer, so you drew 2. You have {n}¥. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a card you can afford by dragging it from the Black Market onto your hand, or go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag &lt;b&gt;{card}&lt;/b&gt; ({cost}¥) from the Black Market onto your hand: bought cards go straight into your hand. It has an &lt;b&gt;ASSIST&lt;/b&gt; box, so you can play it on someone else&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &lt;b&gt;Client&apos;s turn&lt;/b&gt;. The Client plays no cards, but runners can &lt;b&gt;assist&lt;/b&gt;. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold no card with an ASSIST box now, so press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag &lt;b&gt;{card}&lt;/b&gt; onto {obstacle}: its ASSIST box deals &lt;b&gt;{colors}&lt;/b&gt; damage, exactly what the last box needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to Crossfire? A guided first game teaches a turn in about five minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shadowrun: Crossfire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t load that game: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign of this game can&apos;t be read: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file is where this folder should be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving is off: the folder {folder} can&apos;t be written ({why}). You can play, but games, campaigns and settings won&apos;t be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ Reconstructed by us, not read off a printed card: {fields}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the current decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>do that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes something else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>be healed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buy cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heal other runners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards to be played or the step to be finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage to be applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards to be bought or the turn to be ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one card to be bought (or none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one card to be played (or none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a choice among the options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a choice of several options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draws a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gains 1¥</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deals damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {deck} obstacle deck is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {deck} obstacle discard is reshuffled into its deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner}&apos;s next SKILL card costs {n}¥ less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner}&apos;s next purchase costs {n}¥ less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission Karma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Karma in upgrades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Karma earned after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Client was staggered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} went critical.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every runner was down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team aborted the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street Samurai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runner </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossfire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw &amp; Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission accomplished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort run: the team got out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLIPPED: happens when this obstacle is flipped up into play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEFEATED: happens when this obstacle&apos;s last level is cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASSIST: another runner can play this card on your turn for its assist ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REQUIRES: you can buy this card only if you played a card of that type this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossfire N+: this effect is live while N or more cards are in the Crossfire discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STAGGERED: at 0 HP; draw 1 at the start of your turn; no draw and no buying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRITICAL: knocked out; your turns are skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timebomb: happens when this event goes to the Crossfire discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} is critical and skips the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossfire event: {card} (Crossfire level {level}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} goes to the Crossfire discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} goes under the Crossfire deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Crossfire deck is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} moves from {src} to {dst}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{obstacle} appears, facing {facing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{obstacle} turns from {src} to {dst}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{obstacle} is defeated by {by}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{obstacle} heals %n level(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{runner} draws %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scene {scene} begins: %n obstacle(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{obstacle} attacks {runner} for {strength}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{obstacle} can&apos;t attack this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} is STAGGERED.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} is CRITICAL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} recovers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} discards {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} shuffles the discard into the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} buys {card} for {cost}¥.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} comes to the Black Market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Black Market discard is shuffled into its deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Black Market deck is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scene {scene} ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort run! Each runner takes one last turn, starting with {first}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} prevents {runner} from doing that ({what}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source}: ability {effect}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last action is taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {deck} obstacle discard is reshuffled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} assists with {card} on {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} plays {card} on {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} heals {n} (HP {hp}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} loses {n} HP (HP {hp}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} gains {n}¥ ({total}¥).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runner} pays {n}¥ ({total}¥).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dwarf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>You can move one obstacle facing another runner to face you. If you played another WEAPON card anytime during this turn, that obstacle can&apos;t attack this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Checked when damage is applied: a WEAPON card played after the Whip also counts.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[*] Damage: Choose a runner. Deal this card&apos;s damage to each obstacle and boss facing that runner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other WEAPON cards played this turn deal +[1] damage to each obstacle and boss they damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[*] Damage: Deal the last two levels of damage on an obstacle&apos;s damage track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another runner. That runner heals 1 HP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an obstacle. It can&apos;t attack this turn, and Damage: [black]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an obstacle. It can&apos;t attack this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can move up to one obstacle facing each other runner to face you. Those obstacles can&apos;t attack this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw 1 card, then discard 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current runner draws 1 card, then discards 1 card, and Damage: [blue]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current runner draws 1 card, then discards 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REQUIRES SPELL: You can&apos;t buy this card from the Black Market unless you played a SPELL card this turn.
You can discard your hand. If you do, draw that many cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can discard your hand. If you do, draw that many cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the top card of your deck, then put it back on top of your deck. X equals the revealed card&apos;s cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the top 3 cards of your deck, then put them back on top of your deck in any order. X equals the number of SPELL cards revealed this way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REQUIRES SPELL: You can&apos;t buy this card from the Black Market unless you played a SPELL card this turn.
[*] Damage: Deal 2 consecutive levels of damage to an obstacle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[*] Damage: Deal 1 level of damage to up to 3 different obstacles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Each level marker must be next to a different obstacle.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you played another HACKING card anytime during this turn, ICON GRAB also deals +[black], [blue], or [red] damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a card to return JACKED IN from your discard pile to your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel all abilities on one obstacle for the rest of the game, and Damage: [green]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel all abilities on one obstacle for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return a HACKING card from your discard to your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can play a card with cost 3 or less from another runner&apos;s discard. (Put that card into their discard afterward.) If you discard a HACKING card, you can play a card with any cost instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card with cost 6 or less in the Black Market and play it. Place that card into the Black Market discard afterward. (Immediately flip a new card to replace the card you played.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card with cost 6 or less in the Black Market and play it. Place that card into the Black Market discard afterward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can buy a card from the Black Market. (Pay its cost and put it into your hand immediately.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your next SKILL card purchase costs 1 nuyen less for each SKILL card you played this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current runner pays 1 nuyen less on their next purchase this turn, and Damage: [red]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(SKILL cards played after Negotiation count too.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current runner pays 1 nuyen less on their next purchase this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another runner. That runner draws 1 card and then immediately plays a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a runner. That runner heals 2 HP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a runner. That runner heals 1 HP, and Damage: [red]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a runner. That runner heals 1 HP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal cards from the top of your deck one at a time until you reveal a card of a type you already revealed. Draw the other revealed cards; that last card stays on top of your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each runner draws 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t play more than 2 cards on your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t be healed and can&apos;t heal any runner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t be healed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and can&apos;t heal any runner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t buy cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEFEATED: Choose a runner. That runner heals 1 HP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLIPPED: You can cycle 1 non-SPELL card in the Black Market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEFEATED: Choose another runner. That runner draws 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When this obstacle attacks, it heals 1 level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLIPPED: You discard 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEFEATED: Deal 1 level of damage to another obstacle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEFEATED: Choose another runner. That runner draws 1 card, then discards 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When LONE STAR TROOPER attacks, it also attacks the Street Samurai unless it&apos;s already facing that runner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When SPIRIT OF AIR attacks, it also attacks the Mage unless it&apos;s already facing that runner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLIPPED, 2+: Each runner facing a Red obstacle discards 2 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t draw cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runners can&apos;t be healed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEFEATED: Choose a runner. That runner heals 2 HP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLIPPED: Deal 1 level of damage to another obstacle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLIPPED: You draw 2 cards, then discard 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t draw cards. Any runner can discard a SKILL card to cancel this ability until the start of the next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEFEATED: Choose a runner. That runner takes 1 damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Attack Strength of each green obstacle and each red obstacle is increased by 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In addition, each green and red obstacle heals all levels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Attack Strength of each Black obstacle and Blue obstacle is increased by +1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In addition, each Black obstacle and Blue obstacle heals all levels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of their turn, the current runner takes 1 damage if they played cards of more than one color that turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead of 1 damage, the current runner takes 2 damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of their turn, the current runner takes 1 damage if they played cards of more than one color that turn. 4+: Instead of 1 damage, the current runner takes 2 damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of each turn, the current runner gains 1 nuyen and discards 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Face chooses a runner. Flip a card from the Normal Obstacle deck facing that runner. That runner takes an extra turn immediately after their next normal turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Attack Strength of each Human obstacle is increased by +1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In addition, reveal cards from the Normal Obstacle deck until you reveal a Human obstacle and place it facing the runner whose role color matches it. Discard the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Attack Strength of each Ork and Troll obstacle is increased by +1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In addition, reveal the top 5 cards of the Hard Obstacle deck. Put any Ork or Troll obstacles into play facing the runner whose role color matches that obstacle&apos;s color. Discard the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each Ork and Troll obstacle heals 1 level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timebomb: Each Ork and Troll obstacle heals 1 level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each turn, immediately before the Draw &amp; Buy step, the current runner takes 1 damage for each card in their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each runner with 5 or more HP takes 2 damage and puts the top card of the Black Market deck into their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When this card is placed in the Crossfire discard, each runner takes 1 damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timebomb: When this card is placed in the Crossfire discard, each runner takes 1 damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead of 1 damage, each runner takes 3 damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timebomb: When this card is placed in the Crossfire discard, each runner takes 1 damage. 8+: Instead of 1 damage, each runner takes 3 damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 starting nuyen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 starting and maximum HP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per turn, change 1 blue damage of an obstacle into 2 colorless damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per turn, change 1 black damage of an obstacle into 2 colorless damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per game, pay 3 nuyen to heal 1 HP of a Staggered runner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 starting card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per turn, change 1 green damage of an obstacle into 2 colorless damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 basic card of your choice in your deck at the start of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per turn, change 1 red damage of an obstacle into 2 colorless damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you buy a card costing 6+ nuyen, you may move 1 obstacle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 card in the Black Market offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you buy a card costing 8+ nuyen, gain 2 nuyen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you buy a card, you may put it into your discard pile to reduce its cost by 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When an ability makes you discard 1 or more cards, draw 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you defeat an obstacle of your main role color, draw 1 card, then discard 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first time you are Staggered during a game, deal 2 levels of damage to an obstacle facing you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of the game, you may buy 1 card and put it into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you defeat an obstacle of your main role color, the total nuyen gained increases by 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you stop being Staggered, draw 3 cards instead of 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When another runner defeats an obstacle facing you, your nuyen gain equals that runner&apos;s instead of your normal share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you buy a card costing 5+ nuyen that matches your main role color, reduce its cost by 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+2 starting cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+2 starting and maximum HP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each time you would heal, you may gain 1 nuyen instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second time you buy a card of your main role color, reduce its cost by 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+2 starting nuyen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you play 3+ cards of another runner&apos;s main role color during a turn, that runner draws 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can buy cards from the Black Market discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When 2+ obstacles attack you on your turn, reduce the total damage you take by 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you play a card during another runner&apos;s turn, it gains +1 colorless damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per turn, gain +1 colorless damage if you play at least 2 cards with the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you defeat an obstacle of your main role color, heal 1 HP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once during your turn, you may discard the top card of your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of the game, replace 1 basic card with a card of the same color costing 2 nuyen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per Scene, when you play a Mark card, it gains +1 damage of the color of your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per Scene, when you play a Mana card, it gains +2 colorless damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per Scene, when you play a Street Smarts card, another runner of your choice draws 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once during your turn, you may pay 2 nuyen to draw 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per Scene, when you play a Quick Shot card, move 1 obstacle from one runner to another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you play at least 1 card of each color during your turn, heal 1 HP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once during your turn, you may discard 2 cards of the same color to take 1 card of that color from your discard pile into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you play a card during another runner&apos;s turn, you may pay 1 nuyen to draw 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each time you would heal, you can draw a card instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you buy a card, you may take 1 basic card of the same color from your discard pile into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the Draw &amp; Buy step (the summary&apos;s &quot;Reload&quot; phase), draw 1 more card, then discard 1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once during your turn, you may take 2 damage to draw 2 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first basic card of your color you play on your turn deals +1 damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you play 4+ cards, gain +1 damage of a color of your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each aspect is a separate boss. To defeat an aspect, one runner must deal it the aspect&apos;s colored damage, or the higher amount of damage of any color, in one turn. Defeat both Covert aspects (in either order), then flip the Dragon to Enraged; defeat both Enraged aspects to win.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
