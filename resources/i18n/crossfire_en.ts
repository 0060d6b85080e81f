<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>Play a mission with %n runner(s)</source>
        <translation>
            <numerusform>Play a mission with %n runner</numerusform>
            <numerusform>Play a mission with %n runners</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n level</numerusform>
            <numerusform>%n levels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No Crossfire card for %n more round(s)</source>
        <translation>
            <numerusform>No Crossfire card for %n more round</numerusform>
            <numerusform>No Crossfire card for %n more rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: %n level damage marker(s) to place.</source>
        <translation>
            <numerusform>{card}: %n level damage marker to place.</numerusform>
            <numerusform>{card}: %n level damage markers to place.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} ({file}): %n card(s)</source>
        <translation>
            <numerusform>{name} ({file}): %n card</numerusform>
            <numerusform>{name} ({file}): %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n broken pack(s) left out (see Your cards)</source>
        <translation>
            <numerusform>%n broken pack left out (see Your cards)</numerusform>
            <numerusform>%n broken packs left out (see Your cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} - %n card(s) ({file})</source>
        <translation>
            <numerusform>{name} - %n card ({file})</numerusform>
            <numerusform>{name} - %n cards ({file})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick %n card(s) to discard</source>
        <translation>
            <numerusform>Pick %n card to discard</numerusform>
            <numerusform>Pick %n cards to discard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick up to %n card(s) to discard</source>
        <translation>
            <numerusform>Pick up to %n card to discard</numerusform>
            <numerusform>Pick up to %n cards to discard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick exactly %n</source>
        <translation>
            <numerusform>Pick exactly %n</numerusform>
            <numerusform>Pick exactly %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick up to %n</source>
        <translation>
            <numerusform>Pick up to %n</numerusform>
            <numerusform>Pick up to %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rule} (%n picked)</source>
        <translation>
            <numerusform>{rule} (%n picked)</numerusform>
            <numerusform>{rule} (%n picked)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n obstacle(s) defeated</source>
        <translation>
            <numerusform>%n obstacle defeated</numerusform>
            <numerusform>%n obstacles defeated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mission(s): {parts}</source>
        <translation>
            <numerusform>%n mission: {parts}</numerusform>
            <numerusform>%n missions: {parts}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} clears %n level(s) of {obstacle}.</source>
        <translation>
            <numerusform>{card} clears %n level of {obstacle}.</numerusform>
            <numerusform>{card} clears %n levels of {obstacle}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{source}: you can't play more than %n card(s) on your turn.</source>
        <translation>
            <numerusform>{source}: you can't play more than %n card on your turn.</numerusform>
            <numerusform>{source}: you can't play more than %n cards on your turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s).</source>
        <translation>
            <numerusform>Discard %n card.</numerusform>
            <numerusform>Discard %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{obstacle} loses %n level(s) ({total} cleared).</source>
        <translation>
            <numerusform>{obstacle} loses %n level ({total} cleared).</numerusform>
            <numerusform>{obstacle} loses %n levels ({total} cleared).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{obstacle} heals %n level(s).</source>
        <translation>
            <numerusform>{obstacle} heals %n level.</numerusform>
            <numerusform>{obstacle} heals %n levels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No Crossfire card for the first %n round(s).</source>
        <translation>
            <numerusform>No Crossfire card for the first %n round.</numerusform>
            <numerusform>No Crossfire card for the first %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{runner} draws %n card(s).</source>
        <translation>
            <numerusform>{runner} draws %n card.</numerusform>
            <numerusform>{runner} draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scene {scene} begins: %n obstacle(s).</source>
        <translation>
            <numerusform>Scene {scene} begins: %n obstacle.</numerusform>
            <numerusform>Scene {scene} begins: %n obstacles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} can go on %n obstacle(s): pick one with Tab, then press Enter.</source>
        <translation>
            <numerusform>{card} can go on %n obstacle: pick one with Tab, then press Enter.</numerusform>
            <numerusform>{card} can go on %n obstacles: pick one with Tab, then press Enter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{obstacle} loses %n level(s).</source>
        <translation>
            <numerusform>{obstacle} loses %n level.</numerusform>
            <numerusform>{obstacle} loses %n levels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{obstacles} lose %n level(s) each.</source>
        <translation>
            <numerusform>{obstacles} lose %n level each.</numerusform>
            <numerusform>{obstacles} lose %n levels each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>clears %n level(s)</source>
        <translation>
            <numerusform>clears %n level</numerusform>
            <numerusform>clears %n levels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a simple bot's pick too, worth about {value:.0%} of a win in %n trial game(s)</source>
        <translation>
            <numerusform>a simple bot's pick too, worth about {value:.0%} of a win in %n trial game</numerusform>
            <numerusform>a simple bot's pick too, worth about {value:.0%} of a win in %n trial games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>worth about {value:.0%} of a win in %n trial game(s); a simple bot's pick: {base:.0%}</source>
        <translation>
            <numerusform>worth about {value:.0%} of a win in %n trial game; a simple bot's pick: {base:.0%}</numerusform>
            <numerusform>worth about {value:.0%} of a win in %n trial games; a simple bot's pick: {base:.0%}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>takes %n damage</source>
        <translation>
            <numerusform>takes %n damage</numerusform>
            <numerusform>takes %n damage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mission odds: the estimate stopped after %n game(s).</source>
        <translation>
            <numerusform>Mission odds: the estimate stopped after %n game.</numerusform>
            <numerusform>Mission odds: the estimate stopped after %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{mission} is played by %n runner(s) only.</source>
        <translation>
            <numerusform>{mission} is played by %n runner only.</numerusform>
            <numerusform>{mission} is played by %n runners only.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n more problem(s): select it to read them)</source>
        <translation>
            <numerusform> (%n more problem: select it to read them)</numerusform>
            <numerusform> (%n more problems: select it to read them)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>... and %n more problem</numerusform>
            <numerusform>... and %n more problems</numerusform>
        </translation>
    </message>
</context>
</TS>
