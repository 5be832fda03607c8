# Chart of `make bench` (bench/report.py runs it with dat=, png=, head=,
# debian=).
# Top: Glass / mainline instructions per op on the same modules.
# Bottom: the full stack above capability-only against the sum of the
# modules alone above it, in percent (0 = exactly additive).
set terminal pngcairo size 1400,900 font "sans,10"
set output png
set multiplot layout 2,1 title head
set style data histograms
set style histogram clustered gap 2
set style fill solid 0.8 border -1
set boxwidth 0.9
set grid ytics
set key top left
set xtics rotate by -30 nomirror
set ylabel "Glass / mainline"
set title "Instructions per operation, Glass / mainline 6.12, same modules (target <= 1.005)"
set yrange [0.98:*]
# debian=1: the distribution config, which also has Debian's module set
if (debian) {
plot dat using 2:xtic(1) title "capability", \
     '' using 3 title "tomoyo+apparmor", \
     '' using 4 title "smack", \
     '' using 5 title "Debian's modules", \
     1.005 with lines dashtype 2 lc rgb "red" title "1.005"
} else {
plot dat using 2:xtic(1) title "capability", \
     '' using 3 title "tomoyo+apparmor", \
     '' using 4 title "smack", \
     1.005 with lines dashtype 2 lc rgb "red" title "1.005"
}
set title "Full stack above capability-only vs the sum of smack, tomoyo, apparmor alone above it (target within 1%)"
set ylabel "(full - sum) / sum, %"
set yrange [*:*]
set offsets 0, 0, 2, 2
plot dat using 6:xtic(1) title "smack+tomoyo+apparmor" lc rgb "#4477aa", \
     1 with lines dashtype 2 lc rgb "red" title "+-1 %", \
     -1 with lines dashtype 2 lc rgb "red" notitle
unset multiplot
